from django.conf import settings
from django.urls import include, path, re_path
from django.views.static import serve

urlpatterns = [
    path('', include('temple.urls')),
    # Uploaded images, served by Django itself here (a real deployment lets the web server or a
    # storage host do it; docs/backend.md).
    re_path(r'^media/(?P<path>.*)$', serve, {'document_root': settings.MEDIA_ROOT}),
]
