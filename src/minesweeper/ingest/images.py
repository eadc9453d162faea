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
            native = float(image.info.get("dpi", (_DEFAULT_DPI, _DEFAULT_DPI))[0] or _DEFAULT_DPI)
            frame = ImageOps.exif_transpose(image).convert("RGB")
        native = min(max(native, 72.0), 1200.0)
        if dpi < native:
            scale = dpi / native
            size = (max(1, round(frame.width * scale)), max(1, round(frame.height * scale)))
            frame = frame.resize(size, Image.Resampling.LANCZOS)
        return frame

    return render
