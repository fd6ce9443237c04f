/// A button that brings the user to the app's App Shortcuts, as App Intents' `ShortcutsLink`.
///
/// The dashboard has no Shortcuts app: pressing the link opens the Siri bar on the app's
/// shortcuts list (what “what can I do with <app>” answers), after running `action` if given.
public struct ShortcutsLink: View {
  private let action: _ViewAction?
  @Environment(\._shortcutsLinkStyle) private var style
  @Environment(\._viewPath) private var path

  /// Creates a link to the app's App Shortcuts.
  public init() { action = nil }

  /// Creates a link that runs `action` when tapped, before it opens the app's App Shortcuts.
  public init(action: @escaping () -> Void) { self.action = _ViewAction(action) }

  /// The link: the Shortcuts symbol and “Shortcuts”, pressed as a button.
  public var body: some View {
    let action = self.action
    return ResolvedView(
      .shortcutsLink(
        ShortcutsLinkContent(
          style: style,
          action: action.map { action in ViewCallback(id: "\(path).action") { action.run() } })))
  }
}

/// A view's action closure, called only on the main actor (where views run).
struct _ViewAction: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// The styles of a `ShortcutsLink`, set with `.shortcutsLinkStyle(_:)`.
///
/// As App Intents' `ShortcutsLinkStyle`. The terminal draws every style in the theme's colours
/// (as `.automatic`); another style is logged as not supported yet.
public struct ShortcutsLinkStyle: Equatable, Sendable, CustomStringConvertible {
  /// The style's name.
  package let name: String

  /// The default style, based on the colour scheme.
  public static let automatic = ShortcutsLinkStyle(name: "automatic")
  /// The default style with an outline, based on the colour scheme.
  public static let automaticOutline = ShortcutsLinkStyle(name: "automaticOutline")
  /// A dark background with light text.
  public static let dark = ShortcutsLinkStyle(name: "dark")
  /// A dark background with light text and a light outline.
  public static let darkOutline = ShortcutsLinkStyle(name: "darkOutline")
  /// A light background with dark text.
  public static let light = ShortcutsLinkStyle(name: "light")
  /// A light background with dark text and a dark outline.
  public static let lightOutline = ShortcutsLinkStyle(name: "lightOutline")

  /// The style as written in Swift (“.darkOutline”).
  public var description: String { ".\(name)" }
}

/// The `ShortcutsLink` style set for a subtree.
private struct ShortcutsLinkStyleKey: EnvironmentKey {
  static var defaultValue: ShortcutsLinkStyle { .automatic }
}

extension EnvironmentValues {
  /// The style of the `ShortcutsLink`s in this subtree.
  var _shortcutsLinkStyle: ShortcutsLinkStyle {
    get { self[ShortcutsLinkStyleKey.self] }
    set { self[ShortcutsLinkStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the given style for the `ShortcutsLink`s within the view hierarchy.
  public func shortcutsLinkStyle(_ style: ShortcutsLinkStyle) -> some View {
    _EnvironmentWritingView<Self, ShortcutsLinkStyle>(content: self) {
      $0._shortcutsLinkStyle = style
    }
  }
}

/// What a `ShortcutsLink` shows and does.
package struct ShortcutsLinkContent: Equatable, Sendable {
  /// The style set with `.shortcutsLinkStyle(_:)`.
  package var style: ShortcutsLinkStyle
  /// The app's closure run before the shortcuts open, if it gave one.
  package var action: ViewCallback?

  /// A link's content.
  package init(style: ShortcutsLinkStyle = .automatic, action: ViewCallback? = nil) {
    self.style = style
    self.action = action
  }

  /// The link's title.
  package static let title = "Shortcuts"
  /// The link's symbol (the Shortcuts app's).
  package static let systemImage = "square.2.layers.3d"
}
