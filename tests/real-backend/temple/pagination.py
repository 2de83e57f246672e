from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response


class LinkHeaderPagination(PageNumberPagination):
    """
    What the app reads first (docs/backend.md, section 6, which shows this class): the page as a
    plain JSON array, the next and previous pages as absolute urls in an RFC 8288 `Link` header,
    `page_size` up to 100.
    """

    page_size_query_param = 'page_size'
    max_page_size = 100

    def get_paginated_response(self, data):
        links = [f'<{url}>; rel="{rel}"' for url, rel in ((self.get_next_link(), 'next'), (self.get_previous_link(), 'prev')) if url]
        return Response(data, headers={'Link': ', '.join(links)} if links else None)
