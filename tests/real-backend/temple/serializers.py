"""The wire format the app reads (docs/backend.md): snake_case, `id` and an absolute `url` on every
object, references to other objects as their urls, decimals as strings, times HH:mm:ss."""
import re

from django.contrib.auth import authenticate
from django.urls import get_script_prefix
from rest_framework import exceptions, serializers
from rest_framework_simplejwt.settings import api_settings as jwt_settings
from rest_framework_simplejwt.tokens import RefreshToken, TokenError

from .models import Deity, Membership, Offering, OfferingCategory, Temple, User
from .permissions import granted

INVALID_TOKEN = 'Token is invalid or expired'
IMAGE_MAX_BYTES = 5 * 1024 * 1024


def absolute(request, path):
    """An absolute url on the API (below the script prefix a same-origin proxy adds)."""
    return request.build_absolute_uri(get_script_prefix() + path.lstrip('/'))


class UserSerializer(serializers.ModelSerializer):
    url = serializers.SerializerMethodField()
    full_name = serializers.SerializerMethodField()

    class Meta:
        model = User
        fields = ['id', 'url', 'email', 'first_name', 'last_name', 'full_name', 'phone', 'is_staff']
        read_only_fields = ['id', 'email', 'is_staff']

    def get_url(self, user):
        return absolute(self.context['request'], f'user/{user.id}/')

    def get_full_name(self, user):
        return user.get_full_name()

    def validate_phone(self, value):
        if value and not re.fullmatch(r'\+?[\d ]{8,20}', value):
            raise serializers.ValidationError('Enter a valid phone number.')
        return value


class SignInSerializer(serializers.Serializer):
    """POST /user/v2/auth/: e-mail and password → a simplejwt pair and the user."""

    email = serializers.EmailField()
    password = serializers.CharField(trim_whitespace=False, write_only=True)
    device_id = serializers.CharField(required=False, allow_blank=True, allow_null=True, write_only=True)

    def validate(self, attrs):
        request = self.context['request']
        user = authenticate(request, username=attrs['email'].lower(), password=attrs['password'])
        if not jwt_settings.USER_AUTHENTICATION_RULE(user):
            raise exceptions.AuthenticationFailed('No active account found with the given credentials', 'no_active_account')
        refresh = RefreshToken.for_user(user)
        return {'jwt': {'access': str(refresh.access_token), 'refresh': str(refresh)}, 'user': UserSerializer(user, context=self.context).data}


class LogoutSerializer(serializers.Serializer):
    """DELETE /user/logout/ {refresh}: the caller's own, valid, not yet blacklisted refresh token."""

    refresh = serializers.CharField()

    def validate_refresh(self, value):
        try:
            token = RefreshToken(value)
        except TokenError:
            raise serializers.ValidationError(INVALID_TOKEN)
        if token.get(jwt_settings.USER_ID_CLAIM) != self.context['request'].user.id:
            raise serializers.ValidationError(INVALID_TOKEN)
        return token


class LocationField(serializers.Field):
    """`location`: {latitude, longitude} or null, kept in two columns."""

    def __init__(self, **kwargs):
        super().__init__(source='*', allow_null=True, **kwargs)

    def to_representation(self, temple):
        if temple.latitude is None or temple.longitude is None:
            return None
        return {'latitude': temple.latitude, 'longitude': temple.longitude}

    def validate_empty_values(self, data):
        if data is None:
            return True, {'latitude': None, 'longitude': None}
        return super().validate_empty_values(data)

    def to_internal_value(self, data):
        try:
            latitude, longitude = float(data['latitude']), float(data['longitude'])
        except (KeyError, TypeError, ValueError):
            raise serializers.ValidationError('Enter a latitude and a longitude.')
        if not (-90 <= latitude <= 90 and -180 <= longitude <= 180):
            raise serializers.ValidationError('Enter a latitude and a longitude.')
        return {'latitude': latitude, 'longitude': longitude}


ADDRESS_FIELDS = ['address_line_1', 'address_line_2', 'city', 'district', 'state', 'pincode']
TEMPLATE_FIELDS = ['order_ref_no_tpl', 'offering_receipt_ref_no_tpl', 'donation_receipt_ref_no_tpl', 'voucher_ref_no_tpl', 'invoice_ref_no_tpl']


class TempleSerializer(serializers.HyperlinkedModelSerializer):
    url = serializers.HyperlinkedIdentityField(view_name='temple-detail')
    address = serializers.JSONField()
    location = LocationField()
    images = serializers.SerializerMethodField()

    class Meta:
        model = Temple
        fields = [
            'id', 'url', 'name', 'slug', 'is_active', 'approval_status', 'counter_name', 'email', 'phone', 'contact_no_1',
            'contact_no_2', 'whatsapp_no', 'opening_time', 'closing_time', 'offline_consolidation_time', 'enable_dakshina',
            'dakshina_in_consolidation', 'star_lang', 'description', 'address', 'location', 'images',
            'reset_ref_on_year_change', 'ref_no_padding', 'order_ref_no_tpl', 'offering_receipt_ref_no_tpl',
            'donation_receipt_ref_no_tpl', 'voucher_ref_no_tpl', 'invoice_ref_no_tpl', 'tds', 'commission_percent',
            'commission_min', 'commission_max', 'created_at',
        ]
        read_only_fields = [
            'slug', 'is_active', 'approval_status', 'tds', 'commission_percent', 'commission_min', 'commission_max', 'created_at',
        ]
        extra_kwargs = {'ref_no_padding': {'max_value': 20}}

    def get_images(self, temple):
        request = self.context['request']
        return {
            kind: request.build_absolute_uri(getattr(temple, f'{kind}_img').url) if getattr(temple, f'{kind}_img') else None
            for kind in ('cover', 'display', 'logo')
        }

    def validate_address(self, value):
        if not isinstance(value, dict) or set(value) != set(ADDRESS_FIELDS) or not all(isinstance(v, str) for v in value.values()):
            raise serializers.ValidationError(f'Give {", ".join(ADDRESS_FIELDS)} as text.')
        if not re.fullmatch(r'\d{6}', value['pincode']):
            raise serializers.ValidationError({'pincode': ['Pincode must be 6 digits']})
        return value

    def validate(self, attrs):
        missing = {field: ['[no] is required in the template.'] for field in TEMPLATE_FIELDS if field in attrs and '[no]' not in attrs[field]}
        if missing:
            raise serializers.ValidationError(missing)
        return attrs


def checked_image(file):
    """A jpeg or png of at most 5 MB (Pillow has already read it as an image)."""
    if getattr(file, 'image', None) is not None and file.image.format not in ('JPEG', 'PNG'):
        raise serializers.ValidationError('Upload a valid image. Only jpeg and png images are allowed.')
    if file.size > IMAGE_MAX_BYTES:
        raise serializers.ValidationError('Image should be less than 5 MB.')
    return file


def image_serializer(model, field):
    """The serializer of an image upload: one multipart file field, `deity_img` or `{kind}_img`."""
    meta = type('Meta', (), {'model': model, 'fields': [field]})
    return type(f'{model.__name__}ImageSerializer', (serializers.ModelSerializer,), {
        'Meta': meta,
        field: serializers.ImageField(validators=[checked_image]),
    })


class MembershipSerializer(serializers.ModelSerializer):
    url = serializers.SerializerMethodField()
    permissions = serializers.SerializerMethodField()
    user = serializers.SerializerMethodField()
    temple = serializers.HyperlinkedRelatedField(view_name='temple-detail', read_only=True)

    class Meta:
        model = Membership
        fields = ['id', 'url', 'role', 'permissions', 'user', 'temple']

    def get_url(self, membership):
        return absolute(self.context['request'], f'temple/t-admin/admins/{membership.user_id}/')

    def get_permissions(self, membership):
        return granted(membership)

    def get_user(self, membership):
        user = membership.user
        return {'id': user.id, 'full_name': user.get_full_name(), 'email': user.email, 'phone': user.phone}


class Ref(serializers.Serializer):
    """The read-only `*_detail` references: id, url and name, so a list shows names without more calls."""

    id = serializers.IntegerField()
    name = serializers.CharField()

    def __init__(self, view_name, **kwargs):
        super().__init__(**kwargs)
        self.fields['url'] = serializers.HyperlinkedIdentityField(view_name=view_name)


class UniqueNameInTemple:
    """`name` unique within the request's temple, answered at the field like Django's unique check."""

    message = '{label} with this name already exists.'

    def validate_name(self, value):
        model = self.Meta.model
        others = model.objects.filter(temple=self.context['request'].membership.temple, name__iexact=value.strip())
        if self.instance is not None:
            others = others.exclude(pk=self.instance.pk)
        if others.exists():
            raise serializers.ValidationError(self.message.format(label=model._meta.verbose_name.capitalize()))
        return value.strip()


class OfferingCategorySerializer(UniqueNameInTemple, serializers.HyperlinkedModelSerializer):
    url = serializers.HyperlinkedIdentityField(view_name='offering-category-detail')
    offerings = serializers.HyperlinkedRelatedField(view_name='offering-detail', many=True, read_only=True)
    temple_id = serializers.IntegerField(read_only=True)

    class Meta:
        model = OfferingCategory
        fields = ['id', 'url', 'name', 'offerings', 'temple_id']


class OfferingSerializer(serializers.HyperlinkedModelSerializer):
    url = serializers.HyperlinkedIdentityField(view_name='offering-detail')
    category = serializers.HyperlinkedRelatedField(view_name='offering-category-detail', read_only=True)
    category_detail = Ref('offering-category-detail', source='category', read_only=True)
    assigned_deities = serializers.HyperlinkedRelatedField(view_name='deity-detail', source='deities', many=True, read_only=True)
    assigned_deities_detail = Ref('deity-detail', source='deities', many=True, read_only=True)
    offering_times = serializers.SerializerMethodField()
    temple_id = serializers.IntegerField(read_only=True)

    class Meta:
        model = Offering
        fields = [
            'id', 'url', 'name', 'price', 'can_change_price', 'category', 'category_detail', 'assigned_deities',
            'assigned_deities_detail', 'offering_type', 'available_online', 'available_offline', 'block_period', 'block_unit',
            'repeat_unit', 'is_recommended', 'is_courier_available', 'use_closing_time', 'per_day_limit',
            'is_dakshina_required', 'min_dakshina_amount', 'description', 'offering_times', 'offering_meta', 'temple_id',
            'created_at',
        ]

    def get_offering_times(self, offering):
        return []


class TempleOfferings(serializers.HyperlinkedRelatedField):
    """Offerings given by url, of the request's temple only."""

    view_name = 'offering-detail'

    def get_queryset(self):
        return Offering.objects.filter(temple=self.context['request'].membership.temple)


class DeitySerializer(UniqueNameInTemple, serializers.HyperlinkedModelSerializer):
    url = serializers.HyperlinkedIdentityField(view_name='deity-detail')
    deity_img = serializers.ImageField(read_only=True)
    offerings = TempleOfferings(many=True, required=False)
    temple_id = serializers.IntegerField(read_only=True)

    class Meta:
        model = Deity
        fields = ['id', 'url', 'name', 'is_main', 'deity_img', 'offerings', 'temple_id']
        extra_kwargs = {'name': {'max_length': 100}}
