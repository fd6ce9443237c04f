import Foundation

/// How a view fills the space offered when it keeps an aspect ratio, as SwiftUI's.
public enum ContentMode: Hashable, Sendable, CaseIterable {
  /// The whole view fits inside, or the view covers it all (and is cropped to its frame).
  case fit, fill
}

extension View {
  /// Keeps this view's width-to-height ratio, fitted in or filling what is offered.
  ///
  /// `nil` keeps the content's own ratio, such as an image's.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modified(.aspectRatio(aspectRatio.map { Double($0) }, contentMode: contentMode))
  }

  /// Keeps the width-to-height ratio of a size, fitted in or filling what is offered.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    let ratio = aspectRatio.height > 0 ? Double(aspectRatio.width / aspectRatio.height) : nil
    return modified(.aspectRatio(ratio, contentMode: contentMode))
  }

  /// Scales this view to fit what is offered, keeping its aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales this view to fill what is offered, keeping its aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
