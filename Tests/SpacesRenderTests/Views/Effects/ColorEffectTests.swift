import Foundation
import SpacesKit
import SpacesRender
import Testing

/// `grayscale`, `saturation`, `brightness`, `contrast` and `colorMultiply` are honoured on the
/// colours of the cells a view draws; what is behind the view keeps its colours.
@MainActor
@Suite("Colour effects on cells")
struct ColorEffectTests {
  let theme = try! ThemeLoader.defaultTheme()

  func background<V: View>(_ view: V) throws -> TerminalColor {
    try ViewRendering.frame(view, width: 2, height: 1)[0, 0].style.background
  }

  func rgb(_ color: TerminalColor) -> (Int, Int, Int)? {
    if case .rgb(let r, let g, let b) = color { (Int(r), Int(g), Int(b)) } else { nil }
  }

  @Test("grayscale(1) and saturation(0) turn a red fill grey; grayscale(0) leaves it red")
  func grey() throws {
    let red = theme.resolve(.red)
    for view in [AnyView(Color.red.grayscale(1)), AnyView(Color.red.saturation(0))] {
      let grey = try #require(rgb(try background(view)))
      #expect(grey.0 == grey.1 && grey.1 == grey.2, "\(grey)")
    }
    #expect(try background(Color.red.grayscale(0)) == red)
  }

  @Test("brightness(1) is white, brightness(-1) black; contrast(0) middle grey")
  func brightnessAndContrast() throws {
    #expect(try background(Color.blue.brightness(1)) == .rgb(255, 255, 255))
    #expect(try background(Color.blue.brightness(-1)) == .rgb(0, 0, 0))
    #expect(try background(Color.blue.contrast(0)) == .rgb(128, 128, 128))
  }

  @Test("colorMultiply: white leaves the colour, black makes it black")
  func multiply() throws {
    let red = theme.resolve(.red)
    #expect(try background(Color.red.colorMultiply(Color(red: 1, green: 1, blue: 1))) == red)
    #expect(
      try background(Color.red.colorMultiply(Color(red: 0, green: 0, blue: 0))) == .rgb(0, 0, 0))
  }

  @Test("text in a grayscale view is grey; the background behind the view keeps its colour")
  func onlyTheViewsCells() throws {
    let frame = try ViewRendering.frame(
      Text("Hi").foregroundColor(.red).grayscale(1).background(Color.blue), width: 2, height: 1)
    let text = try #require(rgb(frame[0, 0].style.foreground))
    #expect(text.0 == text.1 && text.1 == text.2)
    #expect(frame[0, 0].style.background == theme.resolve(.blue))
  }

  @Test("colorInvert inverts; hueRotation(120°) turns red green; 360° leaves it red")
  func invertAndHue() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(try background(red.colorInvert()) == .rgb(0, 255, 255))
    let turned = try #require(rgb(try background(red.hueRotation(.degrees(120)))))
    #expect(turned.1 > turned.0 && turned.1 > turned.2, "\(turned)")
    let whole = try #require(rgb(try background(red.hueRotation(.degrees(360)))))
    #expect(whole.0 >= 254 && whole.1 <= 1 && whole.2 <= 1, "\(whole)")
    #expect(try background(red.hueRotation(.degrees(.nan))) == .rgb(255, 0, 0))
  }

  @Test("border draws a line around the view, inside its frame")
  func border() throws {
    let rows = try ViewRendering.rows(
      Text("Hi").frame(width: 32, height: 48).border(Color.red), width: 4, height: 3)
    #expect(rows == ["┌──┐", "│Hi│", "└──┘"], "\(rows)")
  }

  @Test("ignoresSafeArea, lineSpacing, fontDesign, contentShape, allowsHitTesting change nothing")
  func terminalNoOps() throws {
    let plain = try ViewRendering.rows(Text("Hi"), width: 4, height: 1)
    let view = Text("Hi")
      .ignoresSafeArea()
      .edgesIgnoringSafeArea(.all)
      .lineSpacing(4)
      .fontDesign(.rounded)
      .contentShape(Rectangle())
      .allowsHitTesting(false)
    #expect(try ViewRendering.rows(view, width: 4, height: 1) == plain)
  }

  @Test("NaN and infinite amounts change nothing and don't trap")
  func badAmounts() throws {
    let red = theme.resolve(.red)
    #expect(try background(Color.red.grayscale(.nan)) == red)
    #expect(try background(Color.red.brightness(.nan)) == red)
    #expect(try background(Color.red.saturation(.infinity)) == red)
    #expect(try background(Color.red.contrast(-.infinity)) == red)
  }

  @Test("shadow, scaleEffect, blur, blendMode, compositingGroup, drawingGroup draw the view as is")
  func drawnWithoutTheEffect() throws {
    let plain = try ViewRendering.rows(Text("Hi"), width: 4, height: 1)
    let view = Text("Hi")
      .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
      .shadow(radius: .nan, x: .infinity)
      .scaleEffect(1.5)
      .scaleEffect(x: .nan, y: -1, anchor: .topLeading)
      .scaleEffect(CGSize(width: 0, height: 0))
      .blur(radius: 3)
      .blendMode(.multiply)
      .compositingGroup()
      .drawingGroup()
    #expect(try ViewRendering.rows(view, width: 4, height: 1) == plain)
    #expect(resolveViewNode(view).unsupportedModifiers.isEmpty, "documented, not logged")
  }
}
