"""
Per-temple permissions: the request names its temple in the `X-Temple-ID` header, the user must
be a member of it, and the membership must grant `<action>_<model>` for the method (administrators
hold every code). The codes are the app's (mocks/permissions.ts).
"""
from rest_framework import exceptions, permissions

from .models import Membership

MODELS = [
    'user', 'deity', 'offering', 'donation', 'order', 'offeringorder', 'donationorder', 'inventory', 'inventoryitem',
    'update', 'category', 'subcategory', 'vendor', 'transaction', 'transactioncategory', 'transactionsubcategory',
    'transactionconfig',
]
ALL_CODES = [
    'view_temple',
    'change_temple',
    *[f'{action}_{model}' for model in MODELS for action in ('view', 'add', 'change', 'delete')],
    'view_offering_report',
    'view_transaction_report',
    'view_inventory_report',
    'view_donation_report',
]

ACTIONS = {'GET': 'view', 'HEAD': 'view', 'OPTIONS': 'view', 'POST': 'add', 'PUT': 'change', 'PATCH': 'change', 'DELETE': 'delete'}


def granted(membership):
    return ALL_CODES if membership.role == 'admin' else list(membership.permissions)


def membership_for(request):
    """The caller's membership of the temple `X-Temple-ID` names; 400 without the header, 403 when not a member."""
    raw = request.headers.get('X-Temple-ID', '').strip()
    if not raw:
        raise exceptions.ParseError('X-Temple-ID header is required.')
    if not raw.isdigit():
        raise exceptions.ParseError('X-Temple-ID header must be a valid temple id.')
    membership = Membership.objects.select_related('temple').filter(temple_id=int(raw), user=request.user).first()
    if membership is None:
        raise exceptions.PermissionDenied('You are not an administrator of this temple.')
    return membership


class TemplePermission(permissions.BasePermission):
    """`<action>_<view.permission_model>` in the temple the header names; the view reads `request.membership`."""

    def has_permission(self, request, view):
        if not request.user or not request.user.is_authenticated:
            return False
        request.membership = membership_for(request)
        # An APIView (not a viewset) has no `action`: its method decides.
        action = getattr(view, 'permission_actions', {}).get(getattr(view, 'action', None), ACTIONS.get(request.method, 'view'))
        return f'{action}_{view.permission_model}' in granted(request.membership)
