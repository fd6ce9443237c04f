import Foundation

/// The safe area regions a view can extend into, as SwiftUI's `SafeAreaRegions`.
///
/// A terminal has no safe area: every region is accepted and changes nothing.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  /// The regions' bits.
  public let rawValue: UInt
  /// Creates regions from their bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The safe area the device's screen and bars define.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The safe area the software keyboard defines.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every safe area region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Extends this view out of the safe area; a terminal has none, so nothing changes.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    self
  }

  /// Extends this view out of the safe area on some edges; a terminal has none.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

  /// Sets the space between lines of text in points; a terminal's lines are a row apart.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

  /// Sets the font design of text in this view; a terminal has one typeface.
  public func fontDesign(_ design: Font.Design?) -> some View { self }

  /// Sets the shape a tap hits; the dashboard is used by keyboard, a press goes to the focus.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

  /// Sets whether taps reach this view; the dashboard is used by keyboard, so they always do.
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }

  /// Draws a border of a style and width (points) around this view, inside its frame.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay { Rectangle().strokeBorder(content, lineWidth: width) }
  }
}
