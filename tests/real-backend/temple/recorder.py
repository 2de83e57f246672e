"""
Records every answer of the API (not the CORS preflights, not the media files) to
settings.RECORD_FILE, one JSON line each: method, path, the route's template, status, content
type and the JSON body. The browser tests check them against an OpenAPI document
(tests/real-backend/validate-responses.mjs).
"""
import json
import re
import threading

from django.conf import settings

_lock = threading.Lock()


def template_of(match):
    """`temple/t-admin/deity/(?P<pk>[^/.]+)/img/$` → `/temple/t-admin/deity/{pk}/img/`."""
    if match is None:
        return None
    route = re.sub(r'\(\?P<(\w+)>[^)]*\)', r'{\1}', match.route)
    return '/' + route.replace('^', '').replace('$', '')


class RecordResponses:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if settings.RECORD_FILE and request.method != 'OPTIONS' and not request.path_info.startswith('/media/'):
            content_type = response.get('Content-Type', '')
            body = None
            if 'json' in content_type and response.content:
                body = json.loads(response.content)
            line = json.dumps(
                {
                    'method': request.method,
                    'path': request.path_info,
                    'template': template_of(getattr(request, 'resolver_match', None)),
                    'status': response.status_code,
                    'contentType': content_type.split(';')[0],
                    'body': body,
                }
            )
            with _lock, open(settings.RECORD_FILE, 'a', encoding='utf-8') as record:
                record.write(line + '\n')
        return response
