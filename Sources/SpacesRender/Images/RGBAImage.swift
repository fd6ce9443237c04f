/// A decoded bitmap: 8-bit red, green, blue and straight (not premultiplied) alpha per pixel,
/// rows top to bottom.
package struct RGBAImage: Equatable, Sendable {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
  package let pixels: [UInt8]

  /// Creates an image from its pixels; a buffer of the wrong length makes an empty image.
  package init(width: Int, height: Int, pixels: [UInt8]) {
    guard width > 0, height > 0, pixels.count == width * height * 4 else {
      (self.width, self.height, self.pixels) = (0, 0, [])
      return
    }
    (self.width, self.height, self.pixels) = (width, height, pixels)
  }

  /// Whether the image has no pixels.
  package var isEmpty: Bool { pixels.isEmpty }
}
