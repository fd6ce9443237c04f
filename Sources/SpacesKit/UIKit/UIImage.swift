import Foundation

/// An image as UIKit declares it, for `Image(uiImage:)`: a PNG or JPEG file's bytes, or data.
///
/// The file may be an app group's, which the app wrote.
///
/// The bytes are read when the image is made, as UIKit's are, so a widget that reads a file the
/// app rewrites draws the new picture; they are decoded when first drawn, and one that doesn't
/// decode draws a labelled box and a warning naming `Image(uiImage:)`.
public final class UIImage: Sendable, Hashable {
  /// The image's bytes, kept by the renderer's store under this key (`InMemoryImages`).
  package let storeKey: String
  /// The pixels per point the image was made at (a @2x image is half its pixels in points).
  public let scale: CGFloat
  /// The image's size in points: its pixels (from the PNG or JPEG header) over its scale.
  ///
  /// Zero for bytes that aren't a PNG or JPEG.
  public let size: CGSize

  /// An image of bytes; `nil` for no bytes.
  public init?(data: Data, scale: CGFloat) {
    guard !data.isEmpty else { return nil }
    storeKey = InMemoryImages.shared.add(data)
    let scale = scale.isFinite && scale > 0 ? scale : 1
    self.scale = scale
    let pixels = ImageHeader.pixelSize(of: data)
    size = CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
  }

  /// An image of bytes at scale 1; `nil` for no bytes.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// An image read from a file; `nil` when it can't be read.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data, scale: 1)
  }

  /// Whether two images are the same bytes at the same scale.
  public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
    lhs.storeKey == rhs.storeKey && lhs.scale == rhs.scale
  }

  /// Hashes the bytes' key and the scale.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(storeKey)
    hasher.combine(scale)
  }
}

extension Image {
  /// Creates an image that draws a UIKit image: its pixels as half blocks.
  public init(uiImage: UIImage) {
    self.init("uiImage")
    asset = ImageAsset(name: "uiImage", bundlePath: nil, label: nil, storeKey: uiImage.storeKey)
    asset?.scale = Double(uiImage.scale)
  }
}
