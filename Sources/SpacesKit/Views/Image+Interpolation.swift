import Foundation

extension Image {
  /// How a scaled image is resampled, as SwiftUI declares it.
  public enum Interpolation: Sendable, Hashable {
    /// Nearest pixel.
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
  }

  /// Sets how the image is resampled when scaled.
  ///
  /// A terminal area-averages every image to its cells, whatever the choice: at two pixels a
  /// cell, each is the average of the pixels it covers.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// Sets whether the image's edges are smoothed.
  ///
  /// A terminal draws whole half-block pixels, smoothed or not.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// Creates an image from an asset catalog with a variable value for its layers.
  ///
  /// An image set draws whole whatever the value.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(name, bundle: bundle)
    self.variableValue = variableValue
  }
}
