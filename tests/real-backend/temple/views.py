"""The endpoints of the slice, with DRF's own machinery: generic views and viewsets, serializers,
permissions, filters, pagination, MultiPartParser for images and simplejwt for the tokens."""
import django_filters
from rest_framework import exceptions, generics, mixins, status, viewsets
from rest_framework.decorators import action
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView
from rest_framework_simplejwt.views import TokenViewBase

from .models import Deity, Membership, Offering, OfferingCategory, Temple
from .permissions import TemplePermission, granted, membership_for
from .serializers import (
    DeitySerializer,
    LogoutSerializer,
    MembershipSerializer,
    OfferingCategorySerializer,
    OfferingSerializer,
    SignInSerializer,
    TempleSerializer,
    UserSerializer,
    image_serializer,
)


class SignInView(TokenViewBase):
    """POST /user/v2/auth/ → {jwt: {access, refresh}, user}; 401 for wrong credentials (simplejwt's view answers it)."""

    serializer_class = SignInSerializer


class LogoutView(APIView):
    """DELETE /user/logout/ {refresh} → 204: that refresh token is blacklisted (the access token lives out its short life)."""

    def delete(self, request):
        serializer = LogoutSerializer(data=request.data, context={'request': request})
        serializer.is_valid(raise_exception=True)
        serializer.validated_data['refresh'].blacklist()
        return Response(status=status.HTTP_204_NO_CONTENT)


class MeView(generics.RetrieveUpdateAPIView):
    """GET and PATCH /user/: the signed-in user (first name, last name and phone are writable)."""

    serializer_class = UserSerializer
    http_method_names = ['get', 'patch', 'options']

    def get_object(self):
        return self.request.user


class TemplePermissionByUrl(TemplePermission):
    """The temple endpoints name the temple in the url: the membership of that temple decides."""

    def has_permission(self, request, view):
        return bool(request.user and request.user.is_authenticated)

    def has_object_permission(self, request, view, temple):
        membership = Membership.objects.filter(temple=temple, user=request.user).first()
        if membership is None:
            raise exceptions.NotFound()
        request.membership = membership
        return ('view_temple' if request.method in ('GET', 'HEAD', 'OPTIONS') else 'change_temple') in granted(membership)


class TempleViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.UpdateModelMixin, viewsets.GenericViewSet):
    """/temple/t-admin/: the temples the user belongs to; GET and PATCH one; PUT {url}img/{kind}/."""

    serializer_class = TempleSerializer
    permission_classes = [IsAuthenticated, TemplePermissionByUrl]
    lookup_value_regex = r'\d+'
    http_method_names = ['get', 'patch', 'put', 'options']

    def get_queryset(self):
        return Temple.objects.filter(memberships__user=self.request.user).order_by('name', 'id')

    def update(self, request, *args, **kwargs):
        if not kwargs.get('partial'):
            raise exceptions.MethodNotAllowed(request.method)
        return super().update(request, *args, **kwargs)

    @action(detail=True, methods=['put'], url_path=r'img/(?P<kind>cover|display|logo)', parser_classes=[MultiPartParser])
    def image(self, request, pk=None, kind=None):
        temple = self.get_object()
        serializer = image_serializer(Temple, f'{kind}_img')(temple, data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        serializer.save()
        return Response(TempleSerializer(temple, context=self.get_serializer_context()).data)


class MembershipMeView(APIView):
    """GET /temple/t-admin/admins/me/ (X-Temple-ID): the user's role and permission codes there."""

    def get(self, request):
        return Response(MembershipSerializer(membership_for(request), context={'request': request}).data)


class MembersView(generics.ListAPIView):
    """GET /temple/t-admin/admins/ (view_user): the temple's members; `no_access=true`, those who hold
    no permission yet (role staff, an empty list), newest first (decision 179)."""

    serializer_class = MembershipSerializer
    permission_classes = [IsAuthenticated, TemplePermission]
    permission_model = 'user'

    def get_queryset(self):
        members = Membership.objects.select_related('user').filter(temple=self.request.membership.temple)
        if self.request.query_params.get('no_access') == 'true':
            return members.filter(role='staff', permissions=[]).order_by('-created_at', '-id')
        return members.order_by('user_id')


class BankAccountView(APIView):
    """GET /temple/t-admin/bank/: this server keeps no bank accounts, so 404 ("Not added" in the app)."""

    permission_classes = [IsAuthenticated, TemplePermission]
    permission_model = 'temple'

    def get(self, request):
        raise exceptions.NotFound()


class TempleScoped:
    """A viewset of the temple `X-Temple-ID` names, with per-model permission codes."""

    permission_classes = [IsAuthenticated, TemplePermission]

    def get_queryset(self):
        return self.queryset.filter(temple=self.request.membership.temple)

    def perform_create(self, serializer):
        serializer.save(temple=self.request.membership.temple)


def name_filter(model):
    """`?name=`: the rows whose name contains it, case-insensitively (the app's search)."""
    meta = type('Meta', (), {'model': model, 'fields': ['name']})
    return type(f'{model.__name__}Filter', (django_filters.FilterSet,), {
        'Meta': meta,
        'name': django_filters.CharFilter(field_name='name', lookup_expr='icontains'),
    })


class OfferingCategoryViewSet(TempleScoped, viewsets.ModelViewSet):
    queryset = OfferingCategory.objects.prefetch_related('offerings')
    serializer_class = OfferingCategorySerializer
    permission_model = 'category'
    filterset_class = name_filter(OfferingCategory)


class OfferingFilter(django_filters.FilterSet):
    deity = django_filters.NumberFilter(field_name='deities')
    category = django_filters.NumberFilter(field_name='category')
    name = django_filters.CharFilter(field_name='name', lookup_expr='icontains')

    class Meta:
        model = Offering
        fields = ['deity', 'category', 'name']


class OfferingViewSet(TempleScoped, viewsets.ReadOnlyModelViewSet):
    """The offerings list (newest first) and one offering; this server does not edit them."""

    queryset = Offering.objects.select_related('category').prefetch_related('deities')
    serializer_class = OfferingSerializer
    permission_model = 'offering'
    filterset_class = OfferingFilter


class DeityViewSet(TempleScoped, viewsets.ModelViewSet):
    """Deities, and PUT {url}img/ multipart with `deity_img` (add or change: it follows a create as well as an edit)."""

    queryset = Deity.objects.prefetch_related('offerings')
    serializer_class = DeitySerializer
    permission_model = 'deity'
    permission_actions = {'image': 'change'}
    filterset_class = name_filter(Deity)
    http_method_names = ['get', 'post', 'patch', 'put', 'delete', 'options']

    def update(self, request, *args, **kwargs):
        if not kwargs.get('partial'):
            raise exceptions.MethodNotAllowed(request.method)
        return super().update(request, *args, **kwargs)

    @action(detail=True, methods=['put'], url_path='img', parser_classes=[MultiPartParser])
    def image(self, request, pk=None):
        deity = self.get_object()
        serializer = image_serializer(Deity, 'deity_img')(deity, data=request.data, context=self.get_serializer_context())
        serializer.is_valid(raise_exception=True)
        serializer.save()
        return Response(DeitySerializer(deity, context=self.get_serializer_context()).data)


