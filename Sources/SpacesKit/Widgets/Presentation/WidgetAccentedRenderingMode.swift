/// How an image draws in a widget in the `accented` rendering mode, as WidgetKit's.
///
/// The accented mode is iOS 18's tinted Home Screen. The dashboard draws widgets in full
/// colour (Home Screen) and vibrant (Lock Screen), never accented, so an image's mode changes
/// nothing, as on iOS in those modes.
public struct WidgetAccentedRenderingMode: Equatable, Hashable, Sendable {
  private let name: String

  /// The image is part of the accent group, as `widgetAccentable()` makes it.
  public static let accented = WidgetAccentedRenderingMode(name: "accented")
  /// The image's luminance becomes alpha, coloured with the default group's colour.
  public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
  /// The image's luminance becomes alpha, coloured with the accent group's colour.
  public static let accentedDesaturated = WidgetAccentedRenderingMode(name: "accentedDesaturated")
  /// The image keeps its full colour.
  public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

extension Image {
  /// Sets how the image draws in the `accented` rendering mode.
  ///
  /// `.accented` is `widgetAccentable()`; the others apply only in the accented mode, which
  /// the dashboard doesn't draw in, so they change nothing here, as on iOS in full colour.
  public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?)
    -> some View
  {
    modified(.widgetAccentable(renderingMode == .accented))
  }
}
