import Foundation

extension View {
  /// Sets the URL the app opens with when the widget is tapped, as WidgetKit's.
  ///
  /// `Enter` on the focused widget (with no `Button`, `Toggle` or `Link` of its own focused)
  /// opens the app's screen with the URL, which the app's `onOpenURL(perform:)` gets.
  public func widgetURL(_ url: URL?) -> some View {
    modified(.widgetURL(url))
  }

  /// Calls an action when the app is opened with a URL, as SwiftUI's on the app's view.
  ///
  /// The URL of a widget's `widgetURL` or `Link`, or of a view's `openURL`.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    _OnOpenURLView(content: self, action: action)
  }
}

/// A view with an `onOpenURL(perform:)` action, from `onOpenURL(perform:)`.
package struct _OnOpenURLView<Content: View>: _PrimitiveView {
  let content: Content
  let action: (URL) -> Void

  /// The content with its handler, identified by the view's place in the app's tree.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let action = UncheckedURLAction(action: action)
    return .modified(
      resolveViewNode(content, environment: environment),
      .onOpenURL(URLHandler(id: "\(environment._viewPath).onOpenURL") { action.action($0) }))
  }
}

/// An app's `onOpenURL` action, carried to the main actor that calls it (views are resolved and
/// their actions run on the main actor).
private struct UncheckedURLAction: @unchecked Sendable {
  let action: (URL) -> Void
}

/// A control that opens a URL, as SwiftUI's `Link`.
///
/// In a widget it is focusable like a `Button` (`Tab` reaches it) and `Enter` opens the app's
/// screen with its URL; drawn as its label in the tint (the accent colour).
public struct Link<Label: View>: View {
  /// The URL the link opens.
  public let destination: URL
  let label: Label

  /// Creates a link to a URL with a label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// The label, marked as a link to the destination.
  public var body: some View {
    label.modified(.link(destination))
  }
}

extension Link where Label == Text {
  /// Creates a link to a URL titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// Creates a link to a URL titled with a string.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}
