import Foundation

/// An item's artwork for the Now Playing info, as MediaPlayer declares it.
///
/// The Now Playing tile asks the handler for its square (64 points) when the info changes and
/// draws the image in half-block pixels left of the title.
public final class MPMediaItemArtwork: @unchecked Sendable {
  /// The artwork's size in points.
  public let bounds: CGRect
  private let requestHandler: (CGSize) -> UIImage

  /// Creates artwork whose image the handler draws at a requested size.
  public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
    bounds = CGRect(origin: .zero, size: boundsSize)
    self.requestHandler = requestHandler
  }

  /// The artwork's image at a size.
  public func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
