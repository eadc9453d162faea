"""The client's address, believing `X-Forwarded-For` only from TRUSTED_PROXIES.

Without a trusted proxy the address is the TCP peer's: any local client could otherwise pick
its address by sending the header (the server used to believe it from 127.0.0.1). Behind
trusted proxies the address is the right-most one in the header that is not itself a proxy.
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache

from starlette.requests import Request

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@lru_cache(maxsize=8)
def parse_trusted(setting: str) -> tuple[Network, ...]:
    """`10.0.0.1, 192.168.0.0/16` -> networks; an entry that is not an address is an error."""
    return tuple(
        ipaddress.ip_network(part.strip(), strict=False)
        for part in setting.split(",")
        if part.strip()
    )


def _trusted(address: str, networks: tuple[Network, ...]) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return any(ip in network for network in networks)


def client_address(request: Request, trusted_setting: str) -> str | None:
    peer = request.client.host if request.client else None
    networks = parse_trusted(trusted_setting)
    if peer is None or not networks or not _trusted(peer, networks):
        return peer
    forwarded = [p.strip() for p in request.headers.get("x-forwarded-for", "").split(",")]
    for hop in reversed([p for p in forwarded if p]):
        if not _trusted(hop, networks):
            return hop
    return peer
