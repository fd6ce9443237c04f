import SpacesKit

/// A dashboard theme role's style (`Painter.style(_:_:on:)`) for the text and symbols of a
/// view: the role's colour and attributes on a surface role's colour, exactly as the
/// dashboard's own painting draws them, so a screen declared as views keeps its theme,
/// `NO_COLOR`'s reverse video included.
package struct ThemeStyle: HostPayload, Equatable {
  /// The foreground's role.
  package var role: ThemeRole
  /// Attributes added to the role's own.
  package var attributes: CellAttributes
  /// The surface's role.
  package var surface: ThemeRole

  package init(_ role: ThemeRole, _ attributes: CellAttributes = [], on surface: ThemeRole) {
    self.role = role
    self.attributes = attributes
    self.surface = surface
  }

  /// The cell style in a theme.
  package func cellStyle(in theme: Theme) -> CellStyle {
    theme.style(theme.color(role), attributes.union(theme.attributes(role)), on: surface)
  }
}

extension Theme {
  /// A style with a colour on a surface role's colour (the background's when that role's is
  /// `default`), the colour raised to read on it, with the surface role's attributes.
  package func style(
    _ color: TerminalColor, _ attributes: CellAttributes, on surface: ThemeRole
  ) -> CellStyle {
    let fill = self.color(surface)
    let shown = fill == .default ? self.color(.background) : fill
    // A colour (an app's tint) that doesn't read on the fill, raised with Increase Contrast.
    return CellStyle(
      foreground: readableText(color, on: RGB(shown) ?? canvas), background: shown,
      attributes: attributes.union(self.attributes(surface)))
  }
}

/// An exact cell style as a `hostStyle` (`ViewNode.styled(_:)`).
extension CellStyle: HostPayload {}
