from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response


class LinkHeaderPagination(PageNumberPagination):
    """
    What the app reads first (docs/backend.md): the page as a plain JSON array, and the next and
    previous pages as absolute urls in an RFC 8288 `Link` header; `page_size` up to 100.
    """

    page_size_query_param = 'page_size'
    max_page_size = 100

    def get_paginated_response(self, data):
        links = []
        if self.get_next_link():
            links.append(f'<{self.get_next_link()}>; rel="next"')
        if self.get_previous_link():
            links.append(f'<{self.get_previous_link()}>; rel="prev"')
        return Response(data, headers={'Link': ', '.join(links)} if links else None)
