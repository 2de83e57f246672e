#!/usr/bin/env python3
"""The reference Django REST Framework server of the real-backend browser tests (README.md here)."""
import os
import sys

if __name__ == '__main__':
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'server.settings')
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)
