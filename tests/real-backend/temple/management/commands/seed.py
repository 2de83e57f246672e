"""
`manage.py seed`: the data the browser tests walk. admin@example.com (Admin@123) administers one
temple with three offering categories, 47 offerings (three pages of 20) and three deities.
"""
from decimal import Decimal

from django.core.management.base import BaseCommand
from django.db import transaction

from temple.models import Deity, Membership, Offering, OfferingCategory, Temple, User

CATEGORIES = ['Archana', 'Homam', 'Vazhipadu']
DEITIES = [('Sree Padmanabha', True), ('Sree Narasimha', False), ('Sree Krishna', False)]


class Command(BaseCommand):
    help = 'Seeds the reference server with the data of the real-backend browser tests.'

    @transaction.atomic
    def handle(self, *args, **options):
        admin = User.objects.create_user(
            username='admin@example.com', email='admin@example.com', password='Admin@123', first_name='Arjun', last_name='Menon', phone='+91 94470 12345'
        )
        temple = Temple.objects.create(
            name='Sree Padmanabhaswamy Temple',
            slug='sree-padmanabhaswamy-temple',
            counter_name='East Nada Counter',
            email='info@padmanabhaswamy.example.org',
            phone='+91 471 245 0233',
            contact_no_1='+91 94470 20001',
            whatsapp_no='+91 94470 20001',
            opening_time='03:30:00',
            closing_time='20:00:00',
            offline_consolidation_time='21:00:00',
            enable_dakshina=True,
            dakshina_in_consolidation=True,
            star_lang='malayalam',
            description='One of the 108 Divya Desams, dedicated to Lord Vishnu reclining on Anantha.',
            address={
                'address_line_1': 'West Nada, East Fort',
                'address_line_2': 'Fort P.O.',
                'city': 'Thiruvananthapuram',
                'district': 'Thiruvananthapuram',
                'state': 'Kerala',
                'pincode': '695023',
            },
            latitude=8.4828,
            longitude=76.9436,
            order_ref_no_tpl='ORD/[year]/[month]/[no]',
            offering_receipt_ref_no_tpl='OFR/[year]/[month]/[no]',
            donation_receipt_ref_no_tpl='DON/[year]/[month]/[no]',
            voucher_ref_no_tpl='VOU/[finyearstart]-[finyearend]/[no]',
            invoice_ref_no_tpl='INV/[finyearstart]-[finyearend]/[no]',
            tds=1,
            commission_percent=Decimal('2.50'),
            commission_min=Decimal('5.00'),
            commission_max=Decimal('500.00'),
        )
        Membership.objects.create(temple=temple, user=admin, role='admin')
        categories = [OfferingCategory.objects.create(temple=temple, name=name) for name in CATEGORIES]
        offerings = []
        for number in range(1, 48):
            offerings.append(
                Offering.objects.create(
                    temple=temple,
                    name=f'Seva {number:02d}',
                    price=Decimal(10 * number),
                    category=categories[number % len(categories)],
                    offering_meta={'dates': [], 'days': [], 'excludes': []},
                )
            )
        for index, (name, is_main) in enumerate(DEITIES):
            deity = Deity.objects.create(temple=temple, name=name, is_main=is_main)
            deity.offerings.set(offerings[index::len(DEITIES)][:5])
        self.stdout.write(f'Seeded {temple.name}: {len(offerings)} offerings, {len(categories)} categories, {len(DEITIES)} deities.')
