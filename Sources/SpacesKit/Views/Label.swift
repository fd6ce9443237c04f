/// A standard label: a title with an icon, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: _PrimitiveView {
  let titleNode: ViewNode
  let iconNode: ViewNode

  /// Creates a label from a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    titleNode = resolveViewNode(title())
    iconNode = resolveViewNode(icon())
  }

  public var _node: ViewNode { .label(title: titleNode, icon: iconNode) }
}

extension Label where Title == Text, Icon == Image {
  /// Creates a label with a localized title and a system symbol.
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    titleNode = Text(titleKey)._node
    iconNode = Image(systemName: name)._node
  }

  /// Creates a label with a localized resource title and a system symbol.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
    titleNode = Text(titleResource)._node
    iconNode = Image(systemName: name)._node
  }

  /// Creates a label with a plain string title and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    titleNode = Text(title)._node
    iconNode = Image(systemName: name)._node
  }
}
