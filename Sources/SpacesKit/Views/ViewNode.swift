import Foundation

/// The resolved description of a view tree: what the renderer lays out into cells.
///
/// Lengths are in points, as in SwiftUI; the renderer converts them to cells.
package indirect enum ViewNode: Equatable, Sendable {
  /// Nothing: a node that takes no cells.
  case empty
  /// A run of text.
  case text(TextContent)
  /// An SF Symbol (or named image).
  case image(systemName: String)
  /// An asset catalog image, drawn as half-block pixels.
  case bitmap(ImageAsset)
  /// A title with an icon.
  case label(title: ViewNode, icon: ViewNode)
  /// A horizontal or vertical stack.
  case stack(StackAxis, alignment: StackAlignment, spacing: Double?, children: [ViewNode])
  /// Children layered back to front, each aligned in the stack's bounds.
  case zStack(alignment: Alignment, children: [ViewNode])
  /// Flexible space along the enclosing stack's axis.
  case spacer(minLength: Double?)
  /// A solid colour filling its frame.
  case color(Color)
  /// Several sibling views (a builder block or a group).
  case group([ViewNode])
  /// A view with a modifier applied.
  case modified(ViewNode, ViewModifierValue)
  /// A `Gauge` or a `ProgressView`.
  case gauge(GaugeContent)
  /// `Button(intent:label:)`: pressing it runs the intent.
  case button(intent: IntentBox, label: ViewNode)
  /// `Toggle(isOn:intent:label:)`: pressing it flips the toggle and runs the intent.
  case toggle(isOn: Bool, intent: IntentBox, label: ViewNode)
  /// `SiriTipView`: the phrase that runs an App Shortcut, and a × that dismisses the tip.
  case siriTip(SiriTipContent)
  /// `ShortcutsLink`: opens the app's App Shortcuts.
  case shortcutsLink(ShortcutsLinkContent)
  /// A layout container beyond the stacks (`Divider`, `Grid`, `ViewThatFits`…).
  case layout(LayoutContainer)
  /// A shape (or a gradient or material filling its space), filled or stroked.
  case shape(ShapeNode)
  /// A leaf the host paints itself (the dashboard's own screens): never built from app code.
  case hostCanvas(HostCanvas)

  /// Every node in this tree, depth first, the node itself first.
  package func forEachNode(_ body: (ViewNode) -> Void) {
    body(self)
    switch self {
    case .label(let title, let icon):
      icon.forEachNode(body)
      title.forEachNode(body)
    case .stack(_, _, _, let children), .zStack(_, let children), .group(let children):
      for child in children { child.forEachNode(body) }
    case .modified(let content, let modifier):
      content.forEachNode(body)
      switch modifier {
      case .overlay(let layer, _), .background(let layer, _), .containerBackground(let layer):
        layer.forEachNode(body)
      default: break
      }
    case .gauge(let gauge):
      for part in [
        gauge.label, gauge.currentValueLabel, gauge.minimumValueLabel,
        gauge.maximumValueLabel,
      ] {
        part?.forEachNode(body)
      }
    case .button(_, let label), .toggle(_, _, let label):
      label.forEachNode(body)
    case .layout(let container):
      for child in container.children { child.forEachNode(body) }
    default:
      break
    }
  }

  /// The interactive elements of the tree (`Button(intent:)` and `Toggle(isOn:intent:)`
  /// nodes, a `SiriTipView`'s ×, a `ShortcutsLink`, a `Link`), depth first: a widget's focus and presses
  /// number them in this order.
  package var interactiveElements: [ViewNode] {
    var found: [ViewNode] = []
    forEachNode { node in
      switch node {
      case .button, .toggle, .siriTip, .shortcutsLink, .modified(_, .link): found.append(node)
      default: break
      }
    }
    return found
  }

  /// The first SF Symbol name in the tree.
  package var firstSystemImage: String? {
    var found: String?
    forEachNode { node in
      if found == nil, case .image(let name) = node { found = name }
    }
    return found
  }

  /// The first literal text in the tree (live dates excluded).
  package var firstText: String? {
    var found: String?
    forEachNode { node in
      if found == nil, case .text(.verbatim(let text)) = node { found = text }
    }
    return found
  }

  /// The first value of a modifier found in the tree, outermost first.
  package func firstModifier<T>(_ extract: (ViewModifierValue) -> T?) -> T? {
    var found: T?
    forEachNode { node in
      if found == nil, case .modified(_, let modifier) = node { found = extract(modifier) }
    }
    return found
  }
}

/// What a text view shows: literal text or a live date that updates without reloads.
package enum TextContent: Equatable, Sendable {
  /// Literal text.
  case verbatim(String)
  /// A live timer, from `Text(timerInterval:pauseTime:countsDown:showsHours:)`.
  case timer(interval: ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
  /// A live date, from `Text(_:style:)`.
  case date(Date, style: Text.DateStyle)
}

/// The axis of a stack.
package enum StackAxis: Equatable, Sendable {
  /// Children side by side (`HStack`) or one above the other (`VStack`).
  case horizontal, vertical
}

/// Cross-axis alignment of a stack's children.
package enum StackAlignment: Equatable, Sendable {
  /// Where children sit across the stack's axis.
  ///
  /// `leading`, `center` and `trailing` align a `VStack`'s children; `top`, `center` and
  /// `bottom` an `HStack`'s.
  case leading, center, trailing, top, bottom
}

/// A modifier recorded on a view.
package enum ViewModifierValue: Equatable, Sendable {
  /// The font of text in the view, from `font(_:)`; `nil` restores the default.
  case font(Font?)
  /// Bold text, from `bold(_:)`.
  case bold(Bool)
  /// The colour of text and symbols, from `foregroundColor(_:)` or `foregroundStyle(_:)`.
  case foreground(Color?)
  /// The tint of controls and gauges in the view, from `tint(_:)`.
  case tint(Color?)
  /// Space around the view, in points, from `padding(_:_:)` and its forms.
  case padding(EdgeInsets)
  /// A fixed frame in points, from `frame(width:height:alignment:)`; `nil` follows the content.
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// A flexible frame, from `frame(minWidth:idealWidth:maxWidth:…:alignment:)`.
  case flexibleFrame(FlexibleFrame)
  /// `lineLimit(_:)`: the most lines text wraps to; `nil` is unlimited.
  case lineLimit(Int?)
  /// `id(_:)`: the view's explicit identity.
  case id(ViewIdentity)
  /// Views layered in front of the content, aligned in its bounds.
  case overlay(ViewNode, alignment: Alignment)
  /// Views layered behind the content, aligned in its bounds.
  case background(ViewNode, alignment: Alignment)
  /// The Action button's hint for a control, from `controlWidgetActionHint(_:)`.
  case controlWidgetActionHint(String)
  /// A control's status line after its action, from `controlWidgetStatus(_:)`.
  case controlWidgetStatus(String)
  /// How labels in the view show their title and icon, from `labelStyle(_:)`.
  case labelStyle(LabelStyleKind)
  /// Digits of one width, from `monospacedDigit()`; every terminal digit already is.
  case monospacedDigit
  /// Content hidden as "••••" while the device is locked, from `privacySensitive(_:)`.
  case privacySensitive(Bool)
  /// Italic text, from `italic(_:)`.
  case italic(Bool)
  /// How far text may shrink, from `minimumScaleFactor(_:)`; a terminal abbreviates instead.
  case minimumScaleFactor(Double)
  /// `containerBackground(for: .widget)`: what fills the widget's whole tile.
  case containerBackground(ViewNode)
  /// The root of a widget whose tile applies no margins, from `contentMarginsDisabled()`.
  case contentMarginsDisabled
  /// Membership of the widget's accent group, from `widgetAccentable(_:)`.
  case widgetAccentable(Bool)
  /// `invalidatableContent(_:)`: shown pending after an interaction until the next entry.
  case invalidatableContent(Bool)
  /// How changed content animates between entries, from `contentTransition(_:)`.
  case contentTransition(ContentTransition)
  /// How the view enters and leaves between entries, from `transition(_:)`.
  case transition(AnyTransition)
  /// `animation(_:value:)` and the value it watches.
  case animation(Animation?, value: AnimationValue)
  /// The style of gauges in the view, from `gaugeStyle(_:)`.
  case gaugeStyle(GaugeStyleKind)
  /// The weight of text in the view, from `fontWeight(_:)`.
  case fontWeight(Font.Weight?)
  /// How lines of wrapped text align, from `multilineTextAlignment(_:)`.
  case multilineTextAlignment(TextAlignment)
  /// `opacity(_:)`: dimmed below 1, hidden at 0.
  case opacity(Double)
  /// `clipped(antialiased:)`: nothing of the content drawn outside the view's frame.
  case clipped
  /// A layout modifier beyond padding and frames (`fixedSize`, `layoutPriority`, `offset`…).
  case layout(LayoutModifier)
  /// A line under or through text, from `underline(_:color:)` and `strikethrough(_:color:)`.
  case textDecoration(TextDecoration)
  /// Where text that doesn't fit is cut, from `truncationMode(_:)`.
  case truncationMode(Text.TruncationMode)
  /// `clipShape(_:)`, `cornerRadius(_:)` or a shape `mask`: cells outside the shape keep what is
  /// behind the view.
  case clipShape(ShapeGeometry)
  /// `foregroundStyle(_:_:)`: the styles of the primary, secondary (and tertiary) levels.
  case foregroundHierarchy([Paint])
  /// The URL a widget opens its app with when it is tapped, from `widgetURL(_:)` (`nil`: none).
  case widgetURL(URL?)
  /// A `Link`'s label: pressing it opens the URL.
  case link(URL)
  /// What an app's view does with a URL the app is opened with, from `onOpenURL(perform:)`.
  case onOpenURL(URLHandler)
  /// An accessibility attribute (`accessibilityLabel(_:)`…): kept for VoiceOver, not drawn.
  case accessibility(AccessibilityAttribute)
  /// A colour adjustment of the cells the view draws (`grayscale(_:)`, `brightness(_:)`…).
  case colorEffect(ColorEffect)
  /// How a `Button` or `Toggle` draws when it isn't the default look (`buttonStyle(.plain)`,
  /// `toggleStyle(.button)`), recorded on its label.
  case controlStyle(ControlStyleChoice)
  /// A Live Activity's Lock Screen banner setting (`activityBackgroundTint(_:)`…): read by the
  /// Lock Screen, not drawn by the view.
  case activityPresentation(ActivityPresentationStyle)
  /// A style only the host knows (the dashboard's theme roles), for the text and symbols in
  /// the view: never built from app code.
  case hostStyle(HostPayloadBox)
  /// A modifier SpacesKit accepts but the dashboard doesn't honour yet.
  ///
  /// Named as app code writes it (`.widgetURL(_:)`): drawn as if absent and reported as not
  /// supported yet.
  case notSupportedYet(String)
}

/// The constraints of a flexible frame, in points.
///
/// `nil` leaves a dimension to the content and `.infinity` lets it take all that is offered.
package struct FlexibleFrame: Equatable, Sendable {
  /// The narrowest the frame gets, in points (8 points make a column).
  package var minWidth: Double?
  /// The width the frame prefers when offered any, in points.
  package var idealWidth: Double?
  /// The widest the frame gets, in points; `.infinity` takes all the width offered.
  package var maxWidth: Double?
  /// The shortest the frame gets, in points (16 points make a row).
  package var minHeight: Double?
  /// The height the frame prefers when offered any, in points.
  package var idealHeight: Double?
  /// The tallest the frame gets, in points; `.infinity` takes all the height offered.
  package var maxHeight: Double?
  /// Where the content sits in the frame when the frame is larger.
  package var alignment: Alignment

  /// Creates frame constraints; every dimension left `nil` follows the content.
  package init(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}

/// The built-in label styles.
public enum LabelStyleKind: Equatable, Sendable {
  /// The label's title and icon as the context decides, the title, the icon, or both.
  case automatic, titleOnly, iconOnly, titleAndIcon
}
