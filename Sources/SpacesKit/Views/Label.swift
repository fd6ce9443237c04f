/// A standard label: a title with an icon, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: _PrimitiveView {
  let title: Title
  let icon: Icon

  /// Creates a label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  /// Resolves to a label node: its title and icon, resolved here.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    .label(
      title: resolveViewNode(title, environment: environment),
      icon: resolveViewNode(icon, environment: environment))
  }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    title = Text(titleKey)
    icon = Image(systemName: name)
  }

  /// Creates a label with a localized resource title and a system symbol.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    title = Text(titleResource)
    icon = Image(systemName: name)
  }

  /// Creates a label with a plain string title and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.title = Text(title)
    icon = Image(systemName: name)
  }
}
