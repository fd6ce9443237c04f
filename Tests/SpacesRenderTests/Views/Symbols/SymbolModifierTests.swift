import Foundation
import SpacesKit
import SpacesRender
import Testing

/// Image and symbol modifiers as real apps write them: variants change the name looked up,
/// rendering modes colour the glyph, resizable images take their frame, effects draw their first
/// frame.
@MainActor
@Suite("Symbol modifiers")
struct SymbolModifierTests {
  @Test("symbolVariant changes the name looked up, as SwiftUI does")
  func variants() {
    #expect(SymbolVariants.fill.apply(to: "heart") == "heart.fill")
    #expect(SymbolVariants.circle.fill.apply(to: "person") == "person.circle.fill")
    #expect(SymbolVariants.slash.apply(to: "bell.fill") == "bell.slash.fill")
    #expect(SymbolVariants.fill.apply(to: "heart.fill") == "heart.fill")
    #expect(SymbolVariants.none.apply(to: "heart") == "heart")
    #expect(SymbolVariants.fill.apply(to: "") == "")
    #expect(SymbolVariants.circle.fill.contains(.fill) && !SymbolVariants.fill.contains(.circle))
    let view = HStack {
      Image(systemName: "heart")
      Image(systemName: "bell").symbolVariant(.slash)
    }.symbolVariant(.fill)
    var names: [String] = []
    resolveViewNode(view).forEachNode { if case .image(let name) = $0 { names.append(name) } }
    #expect(names == ["heart.fill", "bell.slash.fill"])
  }

  @Test("a variant drawn: star with .fill draws the filled star")
  func variantDrawn() throws {
    let rows = try ViewRendering.rows(
      HStack(spacing: 8) {
        Image(systemName: "star")
        Image(systemName: "star").symbolVariant(.fill)
      }, width: 5, height: 1)
    #expect(rows == ["☆ ★  "])
  }

  @Test("multicolor draws a symbol in its natural colour; the other modes in the foreground")
  func renderingModes() throws {
    let multicolor = try ViewRendering.frame(
      Image(systemName: "heart.fill").symbolRenderingMode(.multicolor).foregroundColor(.blue),
      width: 1, height: 1)
    let hierarchical = try ViewRendering.frame(
      Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical).foregroundColor(.blue),
      width: 1, height: 1)
    let red = try ViewRendering.frame(
      Image(systemName: "heart.fill").foregroundColor(.red), width: 1, height: 1)
    let blue = try ViewRendering.frame(
      Image(systemName: "heart.fill").foregroundColor(.blue), width: 1, height: 1)
    #expect(multicolor[0, 0].style.foreground == red[0, 0].style.foreground)
    #expect(hierarchical[0, 0].style.foreground == blue[0, 0].style.foreground)
    #expect(red[0, 0].style.foreground != blue[0, 0].style.foreground)
    // A symbol without a natural colour keeps the foreground.
    let plain = try ViewRendering.frame(
      Image(systemName: "tram").symbolRenderingMode(.multicolor).foregroundColor(.blue),
      width: 2, height: 1)
    #expect(plain[0, 0].style.foreground == blue[0, 0].style.foreground)
  }

  @Test("a resizable image takes the frame it is offered, its glyph centred")
  func resizable() throws {
    let rows = try ViewRendering.rows(
      HStack(spacing: 0) {
        Image(systemName: "star.fill").resizable().scaledToFit()
        Text("|")
      }, width: 7, height: 3)
    #expect(rows == ["       ", "  ★   |", "       "])
    let fixed = try ViewRendering.rows(
      Image(systemName: "star.fill").resizable().frame(width: 24, height: 16), width: 5, height: 1)
    #expect(fixed == [" ★   "])
  }

  @Test("effects, scale, variable values and fonts are accepted and draw the symbol as it stands")
  func acceptedAsDrawn() throws {
    let plain = try ViewRendering.rows(Image(systemName: "wifi"), width: 4, height: 1)
    let modified = try ViewRendering.rows(
      Image(systemName: "wifi", variableValue: 0.5)
        .symbolEffect(.variableColor.iterative.reversing, options: .repeating, isActive: true)
        .symbolEffect(.bounce.up.byLayer, value: 3)
        .imageScale(.large)
        .font(.system(size: 40)),
      width: 4, height: 1)
    #expect(modified == plain)
  }

  @Test("an unknown symbol draws as its family, an empty name as the placeholder")
  func unknownNames() throws {
    #expect(
      try ViewRendering.rows(Image(systemName: "tram.fill.tunnel"), width: 2, height: 1)
        == ViewRendering.rows(Image(systemName: "tram.fill"), width: 2, height: 1))
    #expect(try ViewRendering.rows(Image(systemName: ""), width: 2, height: 1) == ["□ "])
  }
}
