import Foundation
import SpacesKit

/// The colours a `SiriTipView` and a `ShortcutsLink` are drawn in, by their App Intents style.
///
/// `.automatic` follows the colour scheme: the theme's own colours. `.light` is dark text on a
/// light fill, `.dark` light text on a dark fill (a tip on iOS's grouped grey of each scheme,
/// #F2F2F7 and #1C1C1E; a link on white and black); an outline style adds an edge of the
/// opposite colour at each end of the one-row button (`.automaticOutline`: the theme's text
/// colour on the button's usual fill).
enum DiscoveryViewColors {
  /// One style's colours.
  struct Colors: Equatable {
    /// The fill behind the view (`nil`: the page's).
    var fill: Color?
    /// The text and symbol colour (`nil`: the theme's).
    var text: Color?
    /// The outline's colour (`nil`: no outline).
    var outline: Color?
  }

  /// iOS's light grouped grey (systemGray6 in light mode).
  static let lightGrey = Color(red: 0xF2 / 255, green: 0xF2 / 255, blue: 0xF7 / 255)
  /// iOS's dark grouped grey (systemGray6 in dark mode).
  static let darkGrey = Color(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255)

  /// A tip's colours; `nil` for `.automatic` (the theme's).
  static func colors(_ style: SiriTipViewStyle) -> Colors? {
    switch style {
    case .light: Colors(fill: lightGrey, text: .black)
    case .dark: Colors(fill: darkGrey, text: .white)
    default: nil
    }
  }

  /// A link's colours; `nil` for `.automatic` (the theme's).
  static func colors(_ style: ShortcutsLinkStyle) -> Colors? {
    switch style {
    case .light: Colors(fill: .white, text: .black)
    case .lightOutline: Colors(fill: .white, text: .black, outline: .black)
    case .dark: Colors(fill: .black, text: .white)
    case .darkOutline: Colors(fill: .black, text: .white, outline: .white)
    case .automaticOutline: Colors(outline: .primary)
    default: nil
    }
  }

  /// A view in a style's colours: its text colour and the outline's edges either side (the
  /// fill is the caller's: a tip's background, a link's button tint); `nil`: as it is.
  static func label(_ node: ViewNode, _ colors: Colors?) -> ViewNode {
    guard let colors else { return node }
    var content = colors.text.map { ViewNode.modified(node, .foreground($0)) } ?? node
    if let outline = colors.outline {
      content = .stack(
        .horizontal, alignment: .center, spacing: 0,
        children: [
          .modified(.text(.verbatim("▏")), .foreground(outline)), content,
          .modified(.text(.verbatim("▕")), .foreground(outline)),
        ])
    }
    return content
  }

  /// A tip in a style's colours: its text colour, the fill behind it.
  static func styled(_ node: ViewNode, _ colors: Colors) -> ViewNode {
    let content = label(node, colors)
    guard let fill = colors.fill else { return content }
    return .modified(content, .background(.color(fill), alignment: .center))
  }
}
