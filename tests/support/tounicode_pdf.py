"""A one-page PDF written by hand whose font maps a few codes to characters of our choosing,
the way a text layer reads an icon font's glyph (an ORCID icon beside a name, as a
private-use character) or a star from a symbol font (Elsevier's "⁎" and "∗").

reportlab subsets a TrueType font and maps only the glyphs the font has, so it cannot write
such glyphs where the font lacks them; here a standard font gets a ToUnicode map of our own:
printable ASCII as itself, and the bytes below as the characters they stand for.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

ICON = "\x80"  # read as U+E000, a private-use character
LOW_ASTERISK = "\x81"  # read as "⁎" (U+204E)
ASTERISK_OPERATOR = "\x82"  # read as "∗" (U+2217)
_CMAP = (
    b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Marks def "
    b"1 begincodespacerange <00> <FF> endcodespacerange "
    b"1 beginbfrange <20> <7E> <0020> endbfrange "
    b"3 beginbfchar <80> <E000> <81> <204E> <82> <2217> endbfchar "
    b"endcmap CMapName currentdict /CMap defineresource pop end end"
)


@dataclass(frozen=True, slots=True)
class Text:
    x: float  # points from the left edge
    y: float  # points from the bottom edge
    size: float
    text: str  # printable ASCII and the codes above


def shifted_cmap(step: int) -> bytes:
    """A map that reads every letter `step` places on in the alphabet ("The" as "Uif"), the
    way a broken subset font's map misreads a whole page."""
    ranges = [b"<20> <40> <0020>", b"<5B> <60> <005B>", b"<7B> <7E> <007B>"]
    for first in (ord("a"), ord("A")):
        ranges += [
            b"<%02X> <%02X> <%04X>" % (code, code, first + (code - first + step) % 26)
            for code in range(first, first + 26)
        ]
    body = b" ".join(ranges)
    return (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Shifted def "
        b"1 begincodespacerange <00> <FF> endcodespacerange "
        b"%d beginbfrange %s endbfrange "
        b"endcmap CMapName currentdict /CMap defineresource pop end end" % (len(ranges), body)
    )


def glyph_number_cmap() -> bytes:
    """A map that reads each letter as its glyph's number in a subset font counted from "!",
    the letters numbered in the order a page first uses them (the commonest first): most of
    the page reads as punctuation, the rarer letters as digits and capitals ("!$ % &' 67")."""
    order = "etaoinshrdlcumwfgypbvkjxqz"
    pairs = [
        b"<%02X> <%04X>" % (ord(letter) - offset, 0x21 + rank + shift)
        for offset, shift in ((0, 0), (32, 26))
        for rank, letter in enumerate(order)
    ]
    return (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Numbers def "
        b"1 begincodespacerange <00> <FF> endcodespacerange "
        b"1 beginbfrange <20> <40> <0020> endbfrange "
        b"%d beginbfchar %s endbfchar "
        b"endcmap CMapName currentdict /CMap defineresource pop end end"
        % (len(pairs), b" ".join(pairs))
    )


def latin1_cmap() -> bytes:
    """A map that reads bytes as Latin-1, as a Cyrillic font without a map of its own does
    (its Windows-1251 bytes come out as accented Latin letters)."""
    return (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Latin1 def "
        b"1 begincodespacerange <00> <FF> endcodespacerange "
        b"2 beginbfrange <20> <7E> <0020> <A0> <FF> <00A0> endbfrange "
        b"endcmap CMapName currentdict /CMap defineresource pop end end"
    )


def mapped_font_pdf(texts: Sequence[Text], cmap: bytes = _CMAP) -> bytes:
    content = b"".join(
        b"BT /F1 %g Tf %g %g Td (%s) Tj ET\n" % (t.size, t.x, t.y, _escaped(t.text)) for t in texts
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]"
        b" /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding"
        b" /ToUnicode 6 0 R >>",
        _stream(content),
        _stream(cmap),
    ]
    out = b"%PDF-1.4\n"
    offsets: list[int] = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return out


def _stream(data: bytes) -> bytes:
    return b"<< /Length %d >>\nstream\n%s\nendstream" % (len(data), data)


def _escaped(text: str) -> bytes:
    raw = text.encode("latin-1")
    return raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")
