import SpacesKit

extension ViewRenderer {
  /// Inherited drawing state: the colours and emphasis that modifiers set for a subtree, and the
  /// label style a drawing starts with. Not SwiftUI's environment (that is `EnvironmentValues`,
  /// used when views resolve); this is what the renderer carries while it draws.
  package struct DrawingStyle: Sendable {
    package var foreground: TerminalColor
    package var background: TerminalColor
    package var tint: TerminalColor?
    package var bold = false
    package var dim = false
    /// Dimmed by `opacity(_:)` below 1: stays dim whatever fonts inside set.
    package var faded = false
    package var italic = false
    /// Underlined, from `underline(_:color:)`.
    package var underline = false
    /// Struck through, from `strikethrough(_:color:)`.
    package var strikethrough = false
    /// Reverse video, from a dashboard theme role's attributes (`ThemeStyle`).
    package var reverse = false
    package var labelStyle: LabelStyleKind = .automatic
    /// The paints of the foreground's levels, from `foregroundStyle(_:_:)` (or a gradient's
    /// `foregroundStyle(_:)`); empty: the foreground colour.
    package var foregroundLevels: [Paint] = []
    /// Whether the foreground is the one the drawing started with (no `foregroundStyle` set
    /// it): such text over a coloured cell is drawn in black or white, whichever reads.
    package var inheritsForeground = true

    package init(foreground: TerminalColor, background: TerminalColor = .default) {
      self.foreground = foreground
      self.background = background
    }

    /// The cell style text and fills are drawn with.
    var cellStyle: CellStyle {
      var attributes: CellAttributes = []
      if bold { attributes.insert(.bold) }
      if dim || faded { attributes.insert(.dim) }
      if italic { attributes.insert(.italic) }
      if underline { attributes.insert(.underline) }
      if strikethrough { attributes.insert(.strikethrough) }
      if reverse { attributes.insert(.reverse) }
      return CellStyle(foreground: foreground, background: background, attributes: attributes)
    }

    /// This style with a modifier's drawing effect applied; layout modifiers change nothing.
    func applying(_ modifier: ViewModifierValue, theme: Theme) -> DrawingStyle {
      var style = self
      switch modifier {
      case .font(let font):
        if let font {
          style.bold = font.isBold
          style.dim = font.isSecondary
        }
      case .bold(let on): style.bold = on
      case .foreground(let color):
        if let color {
          style.foreground = style.levelColor(color, theme: theme) ?? theme.resolve(color)
          style.inheritsForeground = false
          if style.levelIndex(color) == nil { style.foregroundLevels = [] }
        }
      case .foregroundHierarchy(let paints):
        style.foregroundLevels = paints
      case .tint(let color):
        if let color { style.tint = theme.resolve(color) }
      case .labelStyle(let kind): style.labelStyle = kind
      case .italic(let on): style.italic = on
      case .textDecoration(.underline(let on)): style.underline = on
      case .textDecoration(.strikethrough(let on)): style.strikethrough = on
      case .fontWeight(let weight):
        if let weight { style.bold = weight.isBold }
      case .opacity(let opacity):
        if opacity < 1 { style.faded = true }
      case .hostStyle(let box):
        if let themed = box.payload as? ThemeStyle {
          style.apply(themed.cellStyle(in: theme))
        } else if let cell = box.payload as? CellStyle {
          style.apply(cell)
        }
      case .padding, .frame, .flexibleFrame, .lineLimit, .id, .overlay, .background,
        .monospacedDigit, .controlWidgetActionHint, .controlWidgetStatus, .privacySensitive,
        .minimumScaleFactor, .containerBackground, .widgetAccentable, .invalidatableContent,
        .contentMarginsDisabled, .widgetURL, .link, .onOpenURL,
        .contentTransition, .transition, .animation, .gaugeStyle, .multilineTextAlignment,
        .notSupportedYet, .clipped, .layout, .truncationMode, .clipShape, .accessibility,
        .colorEffect, .controlStyle, .activityPresentation:
        break
      }
      return style
    }

    /// Takes a cell style's colours and attributes, as the dashboard's own painting draws.
    mutating func apply(_ cell: CellStyle) {
      foreground = cell.foreground
      background = cell.background
      bold = cell.attributes.contains(.bold)
      dim = cell.attributes.contains(.dim)
      italic = cell.attributes.contains(.italic)
      underline = cell.attributes.contains(.underline)
      reverse = cell.attributes.contains(.reverse)
      strikethrough = cell.attributes.contains(.strikethrough)
      foregroundLevels = []
      inheritsForeground = false
    }
  }
}
