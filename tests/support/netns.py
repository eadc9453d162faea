"""Hosts made of network namespaces: each has one link to a bridge on this machine (the "host").

    host (bridge, 10.X.Y.1/24) ── veth ── namespace "a" (10.X.Y.2)
                               ── veth ── namespace "b" (10.X.Y.3) ...

A host's programs run with `hosts.run(name)` as the command prefix; they reach this machine
(a database listening on the bridge address) and this machine reaches them. `cut(name)` takes
the host's link down (its packets are dropped, as on a pulled cable: TCP connections stay open
and resume when `restore(name)` brings it back). Names are unique per process, and everything
is removed however the test ends.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field


def netns_missing() -> str | None:
    """Why namespaces cannot be built here, or None when they can."""
    if shutil.which("ip") is None:
        return "the `ip` command (iproute2) is not installed"
    if os.geteuid() != 0:
        return "building network namespaces needs root"
    return None


def _ip(*args: str) -> None:
    subprocess.run(["ip", *args], check=True, capture_output=True, timeout=30)


def _free_subnet() -> str:
    """A private /24 no interface of this machine uses, picked from the process id."""
    used = subprocess.run(
        ["ip", "-o", "-4", "addr"], check=True, capture_output=True, text=True
    ).stdout
    used += subprocess.run(["ip", "-4", "route"], check=True, capture_output=True, text=True).stdout
    pid = os.getpid()
    for step in range(256):
        subnet = f"10.{200 + (pid + step) % 50}.{(pid // 50 + step) % 256}"
        if f" {subnet}." not in f" {used}".replace("\n", " ").replace("/", " "):
            return subnet
    raise RuntimeError("no free private /24 for the test hosts")


@dataclass
class Hosts:
    tag: str
    subnet: str  # "10.X.Y": the bridge is .1, hosts .2 onwards
    names: list[str] = field(default_factory=list)

    @property
    def bridge(self) -> str:
        return f"msbr{self.tag}"

    @property
    def host_address(self) -> str:
        """This machine's address on the bridge (where a database for the hosts listens)."""
        return f"{self.subnet}.1"

    @property
    def network(self) -> str:
        return f"{self.subnet}.0/24"

    def namespace(self, name: str) -> str:
        return f"ms{self.tag}-{name}"

    def link(self, name: str) -> str:
        """The host's link, seen from this machine (the veth end on the bridge)."""
        return f"msv{self.tag}{name}"

    def address(self, name: str) -> str:
        return f"{self.subnet}.{2 + self.names.index(name)}"

    def run(self, name: str) -> list[str]:
        """Command prefix that runs a program on host `name`."""
        return ["ip", "netns", "exec", self.namespace(name)]

    def add(self, name: str) -> None:
        self.names.append(name)
        ns, link = self.namespace(name), self.link(name)
        _ip("netns", "add", ns)
        _ip("link", "add", link, "type", "veth", "peer", "name", "eth0", "netns", ns)
        _ip("link", "set", link, "master", self.bridge, "up")
        _ip("-n", ns, "addr", "add", f"{self.address(name)}/24", "dev", "eth0")
        _ip("-n", ns, "link", "set", "eth0", "up")
        _ip("-n", ns, "link", "set", "lo", "up")

    def cut(self, name: str) -> None:
        _ip("link", "set", self.link(name), "down")

    def restore(self, name: str) -> None:
        _ip("link", "set", self.link(name), "up")

    def remove(self) -> None:
        """Delete every namespace, link and the bridge; quiet about what is already gone."""
        for name in self.names:
            for args in (("link", "del", self.link(name)), ("netns", "del", self.namespace(name))):
                subprocess.run(["ip", *args], capture_output=True, timeout=30)
        subprocess.run(["ip", "link", "del", self.bridge], capture_output=True, timeout=30)


@contextmanager
def network_hosts(names: Sequence[str]) -> Iterator[Hosts]:
    """Build one namespace per name on a fresh bridge; remove them all on the way out."""
    hosts = Hosts(tag=str(os.getpid()), subnet=_free_subnet())
    try:
        _ip("link", "add", hosts.bridge, "type", "bridge")
        _ip("addr", "add", f"{hosts.host_address}/24", "dev", hosts.bridge)
        _ip("link", "set", hosts.bridge, "up")
        for name in names:
            hosts.add(name)
        yield hosts
    finally:
        hosts.remove()
