"""Raster images (PNG, JPEG, TIFF with several pages, WebP) with bomb checks."""

from __future__ import annotations

import io
import threading
import warnings
from collections.abc import Callable

from PIL import Image, ImageOps, UnidentifiedImageError

from minesweeper.ingest.config import IngestLimits
from minesweeper.ingest.errors import IngestError

_DEFAULT_DPI = 300.0  # what a scan usually is when the file does not say
_PAGE_LONG_SIDE_IN = 11.69  # an A4 page's long side: a photo of a page spans about that much
_CAMERA_DEFAULT_DPI = 96.0  # cameras and screenshots write 72 or 96 whatever the content
_MAX_UPSCALE = 2.5  # a low-resolution photo is enlarged at most this much for OCR
_UPSCALE_FROM = 0.75  # enlarge only when the image has less than this share of the asked dpi


def open_image(data: bytes, limits: IngestLimits) -> Image.Image:
    """Open lazily (header only) and refuse decompression bombs before any pixel is read."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data))
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        raise IngestError("too_large", f"the image is a decompression bomb: {exc}") from exc
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError) as exc:
        raise IngestError("corrupt", "the image file is damaged or truncated") from exc
    width, height = image.size
    if width * height > limits.max_image_pixels:
        raise IngestError(
            "too_large",
            f"the image is {width}x{height} pixels (limit {limits.max_image_pixels} pixels)",
        )
    return image


def frame_count(image: Image.Image, limits: IngestLimits) -> int:
    count = int(getattr(image, "n_frames", 1))
    if count > limits.max_pages:
        raise IngestError("too_large", f"the image has {count} pages (limit {limits.max_pages})")
    return count


def check_decodes(image: Image.Image, limits: IngestLimits) -> None:
    """Decode every frame once, so a truncated file fails now with `corrupt`."""
    for index in range(frame_count(image, limits)):
        try:
            image.seek(index)
            width, height = image.size
            if width * height > limits.max_image_pixels:
                raise IngestError("too_large", f"page {index + 1} is {width}x{height} pixels")
            image.load()
        except (OSError, ValueError, SyntaxError, EOFError) as exc:
            raise IngestError("corrupt", "the image data is truncated or damaged") from exc


def _native_dpi(stated: object, size: tuple[int, int]) -> float:
    """The image's resolution: as the file states it (above a camera's default), else
    estimated from its size as a
    photo or scan of a whole page (a scan without the tag is taken as 300 dpi when that
    estimate says it is at least that)."""
    if isinstance(stated, tuple) and stated and float(stated[0] or 0) > _CAMERA_DEFAULT_DPI:
        return min(max(float(stated[0]), 72.0), 1200.0)
    estimate = max(size) / _PAGE_LONG_SIDE_IN
    return min(max(estimate, 72.0), _DEFAULT_DPI)


def image_renderer(data: bytes, limits: IngestLimits) -> Callable[[int, int], Image.Image]:
    """render(page, dpi): that frame in RGB, upright, scaled down when dpi asks for less."""
    lock = threading.Lock()  # a PIL image is not safe to seek from two threads

    def render(page_number: int, dpi: int) -> Image.Image:
        with lock:
            image = open_image(data, limits)
            count = frame_count(image, limits)
            if not 1 <= page_number <= count:
                raise IngestError("unsupported_format", f"no page {page_number} in this image")
            image.seek(page_number - 1)
            stated = image.info.get("dpi")
            frame = ImageOps.exif_transpose(image).convert("RGB")
        native = _native_dpi(stated, frame.size)
        if dpi < native:
            scale = dpi / native
        elif native < _UPSCALE_FROM * dpi:
            # A phone photo of a whole page at 1400 px has print 15 px high, too small for
            # Tesseract: enlarged to the resolution asked for (within a bound).
            scale = min(dpi / native, _MAX_UPSCALE)
        else:
            return frame
        size = (max(1, round(frame.width * scale)), max(1, round(frame.height * scale)))
        return frame.resize(size, Image.Resampling.LANCZOS)

    return render
