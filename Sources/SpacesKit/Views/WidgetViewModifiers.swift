import Foundation

extension View {
  /// Applies italics to text in this view.
  public func italic(_ isActive: Bool = true) -> some View { modified(.italic(isActive)) }

  /// Sets the smallest fraction of the font size text may shrink to before it truncates.
  ///
  /// A terminal cannot shrink glyphs, so below 1 it may abbreviate units instead ("2 min, 10 sec" →
  /// "2m 10s") before truncating (see the renderer's `TextFormatter.compact`).
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    modified(.minimumScaleFactor(Double(factor)))
  }

  /// Sets the background of the container this view is in (a widget's tile) to the views of a
  /// builder; the background fills the whole container.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    _ContainerBackgroundView(content: self, background: content(), alignment: alignment)
  }

  /// Sets the background of the container this view is in (a widget's tile) to a style.
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    _ContainerBackgroundView(
      content: self, background: ResolvedView(.paintedFill(style._paint)), alignment: .center)
  }

  /// Marks this view as part of the accent group in accented rendering modes (a full-colour
  /// terminal renders as iOS does in full colour: unchanged).
  public func widgetAccentable(_ accentable: Bool = true) -> some View {
    modified(.widgetAccentable(accentable))
  }

  /// Marks this view as showing data that an interaction invalidates until the new entry
  /// arrives.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
    modified(.invalidatableContent(invalidatable))
  }

  /// Sets how this view's content changes between states.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    modified(.contentTransition(transition))
  }

  /// Sets how this view enters and leaves.
  public func transition(_ transition: AnyTransition) -> some View {
    modified(.transition(transition))
  }

  /// Animates changes of this view when `value` changes.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modified(.animation(animation, value: AnimationValue(value)))
  }

  /// Sets the style of gauges in this view.
  public func gaugeStyle(_ style: GaugeStyleKind) -> some View { modified(.gaugeStyle(style)) }
}

/// A view with a container background, from `.containerBackground(for:)`.
package struct _ContainerBackgroundView<Content: View, Background: View>: _PrimitiveView {
  let content: Content
  let background: Background
  let alignment: Alignment

  /// Resolves the content with its container background as a layer behind it.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode {
    let layers = resolveViewNode(background, environment: environment).flattenedChildren
    let layer: ViewNode =
      layers.count == 1 ? layers[0] : .zStack(alignment: alignment, children: layers)
    return .modified(
      resolveViewNode(content, environment: environment), .containerBackground(layer))
  }
}

extension ViewNode {
  /// The widget container background set in this tree (`.containerBackground(for: .widget)`),
  /// outermost first: what fills a widget's tile.
  package var containerBackground: ViewNode? {
    firstModifier { if case .containerBackground(let layer) = $0 { layer } else { nil } }
  }

  /// The modifiers in this tree that SpacesKit records but the renderer does not honour yet,
  /// each named as app code writes it, without repeats, in tree order. The host shows them as
  /// "not supported yet" (the inspector, the event log) rather than ignoring them silently.
  package var unsupportedModifiers: [String] {
    var found: [String] = []
    forEachNode { node in
      guard case .modified(_, let modifier) = node, let name = modifier.unsupportedName,
        !found.contains(name)
      else { return }
      found.append(name)
    }
    return found
  }
}

extension ViewModifierValue {
  /// How app code writes this modifier when the renderer does not honour it yet, else `nil`.
  package var unsupportedName: String? {
    // `.contentTransition`, `.transition` and `.animation(_:value:)` animate entry changes
    // (SpacesRender's `EntryAnimation`), and `.invalidatableContent()` dims pressed content
    // until the new entry lands; only a spring's bounce is not drawn (cells don't overshoot).
    switch self {
    case .animation(let animation?, _) where animation.bounce != 0:
      ".animation(.\(animation.curve)(bounce: \(animation.bounce)))"
    case .notSupportedYet(let name):
      name
    case .layout(let modifier):
      modifier.unsupportedName
    default:
      nil
    }
  }
}

/// How the lines of multiline text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  /// Lines align on the leading edge, on the centre, or on the trailing edge.
  case leading, center, trailing
}

extension View {
  /// Sets the font weight of text in this view (`nil`: the font's own).
  public func fontWeight(_ weight: Font.Weight?) -> some View { modified(.fontWeight(weight)) }

  /// Sets how the lines of multiline text in this view align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    modified(.multilineTextAlignment(alignment))
  }

  /// Sets this view's opacity: a terminal dims it below 1 and hides it at 0.
  public func opacity(_ opacity: Double) -> some View { modified(.opacity(opacity)) }
}
