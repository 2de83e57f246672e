"""The slice of the back-office's data the real-backend tests walk: users, temples, memberships
with per-user permissions, offering categories, offerings and deities with images."""
from django.contrib.auth.models import AbstractUser
from django.db import models


class User(AbstractUser):
    """Users sign in with their e-mail (kept in `username` too)."""

    email = models.EmailField(unique=True)
    phone = models.CharField(max_length=20, null=True, blank=True)


STAR_LANGUAGES = ['malayalam', 'tamil', 'english', 'hindi', 'kannada', 'telugu', 'sanskrit']


class Temple(models.Model):
    name = models.CharField(max_length=200)
    slug = models.SlugField(unique=True)
    is_active = models.BooleanField(default=True)
    approval_status = models.CharField(max_length=20, default='approved')
    counter_name = models.CharField(max_length=100, blank=True)
    email = models.EmailField()
    phone = models.CharField(max_length=20)
    contact_no_1 = models.CharField(max_length=20, null=True, blank=True)
    contact_no_2 = models.CharField(max_length=20, null=True, blank=True)
    whatsapp_no = models.CharField(max_length=20, null=True, blank=True)
    opening_time = models.TimeField(null=True, blank=True)
    closing_time = models.TimeField(null=True, blank=True)
    offline_consolidation_time = models.TimeField(null=True, blank=True)
    enable_dakshina = models.BooleanField(default=False)
    dakshina_in_consolidation = models.BooleanField(default=False)
    star_lang = models.CharField(max_length=20, choices=[(name, name) for name in STAR_LANGUAGES], default='malayalam')
    description = models.TextField(blank=True)
    address = models.JSONField(default=dict)
    latitude = models.FloatField(null=True, blank=True)
    longitude = models.FloatField(null=True, blank=True)
    cover_img = models.ImageField(upload_to='temple', null=True, blank=True)
    display_img = models.ImageField(upload_to='temple', null=True, blank=True)
    logo_img = models.ImageField(upload_to='temple', null=True, blank=True)
    reset_ref_on_year_change = models.BooleanField(default=True)
    ref_no_padding = models.PositiveSmallIntegerField(default=5)
    order_ref_no_tpl = models.CharField(max_length=100)
    offering_receipt_ref_no_tpl = models.CharField(max_length=100)
    donation_receipt_ref_no_tpl = models.CharField(max_length=100)
    voucher_ref_no_tpl = models.CharField(max_length=100)
    invoice_ref_no_tpl = models.CharField(max_length=100)
    tds = models.PositiveSmallIntegerField(default=0)
    commission_percent = models.DecimalField(max_digits=5, decimal_places=2, null=True, blank=True)
    commission_min = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True)
    commission_max = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)


class Membership(models.Model):
    """A user's role in a temple and, for staff, the permission codes granted (admins have all)."""

    temple = models.ForeignKey(Temple, on_delete=models.CASCADE, related_name='memberships')
    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name='memberships')
    role = models.CharField(max_length=10, choices=[('admin', 'admin'), ('staff', 'staff')], default='staff')
    permissions = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        unique_together = [('temple', 'user')]


class OfferingCategory(models.Model):
    temple = models.ForeignKey(Temple, on_delete=models.CASCADE, related_name='offering_categories')
    name = models.CharField(max_length=100)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ['name', 'id']


class Offering(models.Model):
    temple = models.ForeignKey(Temple, on_delete=models.CASCADE, related_name='offerings')
    name = models.CharField(max_length=100)
    price = models.DecimalField(max_digits=10, decimal_places=2)
    can_change_price = models.BooleanField(default=False)
    category = models.ForeignKey(OfferingCategory, on_delete=models.PROTECT, related_name='offerings')
    offering_type = models.CharField(max_length=10, default='daily')
    available_online = models.BooleanField(default=True)
    available_offline = models.BooleanField(default=True)
    block_period = models.CharField(max_length=20, default='not_applicable')
    block_unit = models.PositiveIntegerField(null=True, blank=True)
    repeat_unit = models.PositiveIntegerField(null=True, blank=True)
    is_recommended = models.BooleanField(default=False)
    is_courier_available = models.BooleanField(default=False)
    use_closing_time = models.BooleanField(default=False)
    per_day_limit = models.PositiveIntegerField(null=True, blank=True)
    is_dakshina_required = models.BooleanField(default=False)
    min_dakshina_amount = models.DecimalField(max_digits=10, decimal_places=2, null=True, blank=True)
    description = models.TextField(blank=True)
    offering_meta = models.JSONField(default=dict)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ['-created_at', '-id']


class Deity(models.Model):
    temple = models.ForeignKey(Temple, on_delete=models.CASCADE, related_name='deities')
    name = models.CharField(max_length=100)
    is_main = models.BooleanField(default=False)
    deity_img = models.ImageField(upload_to='deity', null=True, blank=True)
    offerings = models.ManyToManyField(Offering, blank=True, related_name='deities')
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ['id']


class Rotation(models.Model):
    """The refresh token given in exchange for another (temple/refresh.py), kept for the grace period."""

    old_jti = models.CharField(max_length=255, unique=True)
    refresh = models.TextField()
    at = models.DateTimeField(auto_now_add=True)
