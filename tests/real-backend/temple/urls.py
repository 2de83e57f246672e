from django.urls import path
from rest_framework.routers import SimpleRouter
from rest_framework_simplejwt.views import TokenRefreshView

from . import views

router = SimpleRouter()
router.register('temple/t-admin/offering-category', views.OfferingCategoryViewSet, basename='offering-category')
router.register('temple/t-admin/offering', views.OfferingViewSet, basename='offering')
router.register('temple/t-admin/deity', views.DeityViewSet, basename='deity')
router.register('temple/t-admin', views.TempleViewSet, basename='temple')

urlpatterns = [
    path('user/v2/auth/', views.SignInView.as_view()),
    # simplejwt's own view: rotation and blacklisting come from SIMPLE_JWT.
    path('user/v2/auth/refresh/', TokenRefreshView.as_view()),
    path('user/logout/', views.LogoutView.as_view()),
    path('user/', views.MeView.as_view()),
    path('temple/t-admin/admins/', views.MembersView.as_view()),
    path('temple/t-admin/admins/me/', views.MembershipMeView.as_view()),
    path('temple/t-admin/bank/', views.BankAccountView.as_view()),
    *router.urls,
]
