import Foundation

/// How the system presents a widget's views where it shows them: what WidgetKit's environment
/// reports to the entry view, and what it does to the view it gets back.
package enum WidgetPresentation {
  /// The environment a widget's entry view is drawn in: its family, its family's margins and
  /// rendering mode, and whether its container background shows.
  package static func environment(_ context: TimelineProviderContext) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.widgetFamily = context.family
    environment.widgetRenderingMode = context.family.renderingMode
    environment.widgetContentMargins = context.family.contentMargins
    environment.showsWidgetContainerBackground = showsContainerBackground(context)
    return environment
  }

  /// Whether a widget's container background shows: on the Home Screen always; in a Lock
  /// Screen slot only when the widget said it isn't removable
  /// (`containerBackgroundRemovable(false)`); never in StandBy (which shows no widget whose
  /// background isn't removable).
  package static func showsContainerBackground(_ context: TimelineProviderContext) -> Bool {
    !context.isStandBy && (context.family.isSystem || !context.containerBackgroundRemovable)
  }

  /// An entry view resolved as the system shows it: in the widget's environment, its container
  /// background removed where it doesn't show, marked when its tile applies no margins.
  @MainActor
  package static func resolve<Content: View>(_ view: Content, in context: TimelineProviderContext)
    -> ViewNode
  {
    var node = resolveViewNode(view, environment: environment(context))
    if !showsContainerBackground(context) { node = node.removingContainerBackgrounds }
    // The system hosts the view in a container of the widget's size, centred in it: a view
    // smaller than its widget (a circular slot's two lines of text) sits in the middle.
    node = .modified(node, .flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)))
    if context.contentMarginsDisabled { node = .modified(node, .contentMarginsDisabled) }
    return node
  }
}

extension WidgetDefinition {
  /// The context the system gives this widget's provider and entry view in a family.
  package func context(family: WidgetFamily, isPreview: Bool = false) -> TimelineProviderContext {
    var context = TimelineProviderContext(family: family, isPreview: isPreview)
    context.contentMarginsDisabled = contentMarginsDisabled
    context.containerBackgroundRemovable = containerBackgroundRemovable
    return context
  }
}

extension ViewNode {
  /// This tree without its `containerBackground(for: .widget)` layers, as iOS draws a widget
  /// where its background is removed.
  package var removingContainerBackgrounds: ViewNode {
    switch self {
    case .modified(let content, .containerBackground):
      return content.removingContainerBackgrounds
    case .modified(let content, let modifier):
      return .modified(content.removingContainerBackgrounds, modifier)
    case .stack(let axis, let alignment, let spacing, let children):
      return .stack(
        axis, alignment: alignment, spacing: spacing,
        children: children.map(\.removingContainerBackgrounds))
    case .zStack(let alignment, let children):
      return .zStack(alignment: alignment, children: children.map(\.removingContainerBackgrounds))
    case .group(let children):
      return .group(children.map(\.removingContainerBackgrounds))
    default:
      return self
    }
  }

  /// Whether the widget's tile applies no margins (`contentMarginsDisabled()`): the marker
  /// the system puts at the root of such a widget's views.
  package var hasContentMarginsDisabled: Bool {
    if case .modified(_, .contentMarginsDisabled) = self { return true }
    return false
  }
}
