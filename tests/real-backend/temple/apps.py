from django.apps import AppConfig


class TempleConfig(AppConfig):
    name = 'temple'
