/// A view that shows the phrase someone says to run an App Shortcut.
///
/// As App Intents' `SiriTipView`: “Try saying “Start a Meditation””, with a × that dismisses
/// it. In the dashboard the phrase is typed in the Siri bar (`/`).
///
/// The phrase is the first phrase of the app's App Shortcut whose intent has the tip's intent
/// type, with the app's name filled in (a phrase naming a parameter the tip's intent has a
/// value for says that value). As on iOS, an intent that is in none of the app's App Shortcuts
/// shows an empty view; so does a tip outside an app's screen (a widget), where the dashboard
/// doesn't know the app's shortcuts.
///
/// The tip shows while `isVisible` is true; its × sets `isVisible` to false. Without a binding
/// the tip keeps that state itself (dismissed stays dismissed).
public struct SiriTipView: View {
  private let intent: IntentBox
  private let isVisible: Binding<Bool>?
  @State private var isPresented = true
  @Environment(\._appScreen) private var host
  @Environment(\._siriTipViewStyle) private var style
  @Environment(\._viewPath) private var path

  /// Creates a `SiriTipView` for the intent that shows while the binding is true.
  public init<Intent: AppIntent>(intent: Intent, isVisible: Binding<Bool>? = nil) {
    self.intent = IntentBox(intent)
    self.isVisible = isVisible
  }

  /// The tip: its phrase and ×, or nothing once dismissed.
  ///
  /// It is empty too when no App Shortcut of the app has the intent's type, or outside an
  /// app's screen.
  public var body: some View { ResolvedView(node) }

  private var node: ViewNode {
    guard isVisible?.wrappedValue ?? isPresented, let host,
      let phrase = Self.phrase(for: intent, shortcuts: host.appShortcuts, appName: host.appName)
    else { return .empty }
    let binding = isVisible ?? $isPresented
    return .siriTip(
      SiriTipContent(
        intent: intent, phrase: phrase, style: style,
        dismiss: ViewCallback(id: "\(path).dismiss") { binding.wrappedValue = false }))
  }

  /// The phrase a tip for an intent shows, or `nil` when no App Shortcut has the intent's type.
  ///
  /// The phrase comes from the first App Shortcut with the intent's type, the app's name filled
  /// in: a phrase naming a parameter the intent has a value for is preferred and says that
  /// value, a phrase without parameters comes next, else the shortcut's first phrase.
  ///
  /// - Parameters:
  ///   - intent: The tip's intent, with the parameter values it was created with.
  ///   - shortcuts: The app's App Shortcuts, in the provider's order.
  ///   - appName: The app's name, for `\(.applicationName)`.
  package static func phrase(for intent: IntentBox, shortcuts: [AppShortcut], appName: String)
    -> String?
  {
    let type = ObjectIdentifier(Swift.type(of: intent.intent))
    guard
      let shortcut = shortcuts.first(where: {
        ObjectIdentifier(Swift.type(of: $0.intent.intent)) == type
      })
    else { return nil }
    var values: [String: String] = [:]
    for parameter in intent.parameters where parameter.hasValue {
      if let text = parameter.valueText { values[parameter.name] = text }
    }
    let chosen =
      shortcut.phrases.first { phrase in
        phrase.parameterNames.contains { name in name.map { values[$0] != nil } ?? false }
      }
      ?? shortcut.phrases.first { $0.parameterNames.isEmpty } ?? shortcut.phrases.first
    guard let chosen else { return nil }
    return chosen.pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .applicationName: appName
      case .parameter(let name):
        name.flatMap { name in
          values[name]
            ?? shortcut.intent.parameters.first { $0.name == name }?.title.resolvedText
        } ?? "…"
      }
    }.joined()
  }
}

/// The styles of a `SiriTipView`, set with `.siriTipViewStyle(_:)`.
///
/// As App Intents' `SiriTipViewStyle`. The terminal draws every style in the theme's colours
/// (as `.automatic`); another style is logged as not supported yet.
public struct SiriTipViewStyle: Equatable, Sendable, CustomStringConvertible {
  /// The style's name.
  package let name: String

  /// The style that follows the colour scheme.
  public static let automatic = SiriTipViewStyle(name: "automatic")
  /// A light tip.
  public static let light = SiriTipViewStyle(name: "light")
  /// A dark tip.
  public static let dark = SiriTipViewStyle(name: "dark")

  /// The style as written in Swift (“.dark”).
  public var description: String { ".\(name)" }
}

/// The `SiriTipView` style set for a subtree.
private struct SiriTipViewStyleKey: EnvironmentKey {
  static var defaultValue: SiriTipViewStyle { .automatic }
}

extension EnvironmentValues {
  /// The style of the `SiriTipView`s in this subtree.
  var _siriTipViewStyle: SiriTipViewStyle {
    get { self[SiriTipViewStyleKey.self] }
    set { self[SiriTipViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets the given style for the `SiriTipView`s within the view hierarchy.
  public func siriTipViewStyle(_ style: SiriTipViewStyle) -> some View {
    _EnvironmentWritingView<Self, SiriTipViewStyle>(content: self) {
      $0._siriTipViewStyle = style
    }
  }
}

/// What a `SiriTipView` shows: the phrase and the × that dismisses it.
package struct SiriTipContent: Equatable, Sendable {
  /// The intent whose App Shortcut the tip names.
  package var intent: IntentBox
  /// The phrase to say, the app's name filled in (“Start a Meditation”).
  package var phrase: String
  /// The style set with `.siriTipViewStyle(_:)`.
  package var style: SiriTipViewStyle
  /// Sets the tip's `isVisible` to false (its ×).
  package var dismiss: ViewCallback

  /// A tip's content.
  package init(
    intent: IntentBox, phrase: String, style: SiriTipViewStyle = .automatic,
    dismiss: ViewCallback
  ) {
    self.intent = intent
    self.phrase = phrase
    self.style = style
    self.dismiss = dismiss
  }

  /// The text the tip shows: “Try saying “<phrase>””.
  package var text: String { "Try saying “\(phrase)”" }
}
