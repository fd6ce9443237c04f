import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// A widget in the shape of WWDC23's Caffeine widget: the total's changed digits slide out and
/// in (`.numericText(value:)`), the last drink is pushed in from the bottom under
/// `.smooth(duration: 1.8)`.
private struct CaffeineLikeView: View {
  let total: Double
  let drink: String

  var body: some View {
    VStack(alignment: .leading) {
      Text("Total Caffeine")
      Text("\(Int(total)) mg")
        .bold()
        .contentTransition(.numericText(value: total))
      Spacer()
      VStack(alignment: .leading) {
        Text(drink).bold()
        Text("9:41 AM")
      }
      .id(drink)
      .transition(.push(from: .bottom))
      .animation(.smooth(duration: 1.8), value: drink)
    }
  }
}

/// Mid-animation frames of widget entry changes at fixed times, as a film strip: each frame's
/// text beside a mask of its dimmed cells (`d`). Regenerate with `SPACES_UPDATE_GOLDENS=1 swift
/// test --filter EntryAnimationGoldenTests`, then read every changed file.
@MainActor
@Suite("Entry animation golden frames")
struct EntryAnimationGoldenTests {
  static let start = Date(timeIntervalSince1970: 1_780_911_660)

  /// The frames of a change from `old` to `new` in a `width` × `height` rectangle at each of
  /// `times` seconds after it started.
  func filmStrip(
    from old: ViewNode, to new: ViewNode, width: Int = 20, height: Int = 6,
    times: [TimeInterval], reducedMotion: Bool = false
  ) throws -> String {
    var strip: [String] = []
    for time in times {
      var context = RenderContext(
        theme: try ThemeLoader.defaultTheme(), now: Self.start.addingTimeInterval(time))
      context.reducedMotion = reducedMotion
      var frame = Frame(width: width, height: height)
      ViewRenderer(context: context).drawWidget(
        new, transition: EntryTransition(from: old, startedAt: Self.start),
        in: Rect(x: 0, y: 0, width: width, height: height), frame: &frame,
        environment: .init(foreground: .default))
      strip.append(String(format: "t=%.3fs", time))
      for y in 0..<height {
        var text = ""
        var mask = ""
        for x in 0..<width {
          let cell = frame[x, y]
          if let grapheme = cell.grapheme { text.append(grapheme) }
          mask.append(cell.style.attributes.contains(.dim) ? "d" : ".")
        }
        strip.append("|\(text)| |\(mask)|")
      }
    }
    return strip.joined(separator: "\n")
  }

  func caffeine(_ total: Double, _ drink: String) -> ViewNode {
    resolveViewNode(CaffeineLikeView(total: total, drink: drink))
  }

  @Test(
    "numericText: changed digits leave upwards, the new ones arrive from below, only old and new")
  func numericTextRoll() throws {
    // Only the total changes: its timing is the system default (0.35 s, eased, no .animation
    // whose value changed around it): old digits dimmed; from a quarter the new ones in the free
    // row below; from half-way the new digits dimmed; the old above while the row above is free.
    let strip = try filmStrip(
      from: caffeine(128, "Espresso"), to: caffeine(192, "Espresso"),
      times: [0, 0.1, 0.15, 0.2, 0.3, 0.5])
    GoldenFrame.assertMatches(strip, named: "animation-numeric-roll-up")
  }

  @Test("numericText slides downwards when the value shrinks: the new digits arrive from above")
  func numericTextRollDown() throws {
    let strip = try filmStrip(
      from: caffeine(192, "Espresso"), to: caffeine(128, "Espresso"),
      times: [0.05, 0.15, 0.2, 0.3, 0.5])
    GoldenFrame.assertMatches(strip, named: "animation-numeric-roll-down")
  }

  @Test("a new id pushes the view in from the bottom over 1.8 s, the old one leaving at the top")
  func pushFromBottom() throws {
    let strip = try filmStrip(
      from: caffeine(128, "Espresso"), to: caffeine(128, "Cold Brew"),
      times: [0, 0.1, 0.3, 0.6, 1.0, 1.8])
    GoldenFrame.assertMatches(strip, named: "animation-push-from-bottom")
  }

  @Test("without modifiers, changed content cross-fades: old dimmed, then new dimmed, in 0.35 s")
  func defaultTransition() throws {
    let old = resolveViewNode(
      VStack(alignment: .leading) {
        Text("Power Panda")
        Text("Health 25%")
      })
    let new = resolveViewNode(
      VStack(alignment: .leading) {
        Text("Power Panda")
        Text("Health 50%")
      })
    let strip = try filmStrip(from: old, to: new, height: 2, times: [0, 0.1, 0.2, 0.35])
    GoldenFrame.assertMatches(strip, named: "animation-default-cross-fade")
  }

  @Test(".identity turns the animation off: the new content shows at once")
  func identity() throws {
    func view(_ value: Int) -> ViewNode {
      resolveViewNode(
        VStack {
          Text("\(value)").contentTransition(.identity)
          Text("drink \(value)").id(value).transition(.identity)
        })
    }
    let strip = try filmStrip(from: view(1), to: view(2), height: 2, times: [0, 0.1])
    GoldenFrame.assertMatches(strip, named: "animation-identity")
    #expect(
      EntryAnimation(
        from: view(1), to: view(2), width: 20, height: 2,
        renderer: ViewRenderer(context: try context()), style: .init(foreground: .default),
        reducedMotion: false) == nil)
  }

  @Test("reduced motion: the roll and the push become cross-fades")
  func reducedMotion() throws {
    let strip = try filmStrip(
      from: caffeine(128, "Espresso"), to: caffeine(192, "Cold Brew"),
      times: [0.1, 0.3, 1.0], reducedMotion: true)
    GoldenFrame.assertMatches(strip, named: "animation-reduced-motion")
  }

  @Test("after the animation the widget draws as without one")
  func settled() throws {
    let final = try filmStrip(
      from: caffeine(128, "Espresso"), to: caffeine(192, "Cold Brew"), times: [2])
    let masks = final.split(separator: "\n").dropFirst().map { $0.split(separator: "|").last! }
    #expect(masks.allSatisfy { !$0.contains("d") })
    #expect(final.contains("192 mg"))
    #expect(final.contains("Cold Brew"))
    // The presentation clock, not the (scaled) engine clock, times the animation.
    var context = try context()
    context.presentationNow = Self.start.addingTimeInterval(0.05)
    context.now = Self.start.addingTimeInterval(3600)
    var frame = Frame(width: 20, height: 6)
    ViewRenderer(context: context).drawWidget(
      caffeine(192, "Espresso"),
      transition: EntryTransition(from: caffeine(128, "Espresso"), startedAt: Self.start),
      in: Rect(x: 0, y: 0, width: 20, height: 6), frame: &frame,
      environment: .init(foreground: .default))
    // Before half-way: the old total (the engine's clock would show the new one, settled).
    #expect(frame.text.contains("128 mg"))
  }

  @Test("on the Home Screen, mid-change: the total's digits swapping and the last drink pushed in")
  func homeScreen() throws {
    var state = DashboardState()
    state.size = TerminalSize(width: 60, height: 18)
    state.navigation.space = .homeScreen
    let id = WidgetID(1)
    var widget = WidgetInstance(id: id, kind: "com.test.Caffeine", family: .systemSmall)
    widget.entries = [ResolvedEntry(date: Self.start, view: caffeine(192, "Cold Brew"))]
    widget.current = 0
    widget.transition = EntryTransition(from: caffeine(128, "Espresso"), startedAt: Self.start)
    state.widgets.instances[id] = widget
    var frames: [String] = []
    for time in [0.05, 0.15, 0.4, 2.0] {
      let context = RenderContext(
        theme: try ThemeLoader.defaultTheme(), now: Self.start.addingTimeInterval(time),
        timeZone: TimeZone(identifier: "UTC")!)
      frames.append(
        String(format: "t=%.2fs\n", time) + DashboardRenderer.render(state, context: context).text)
    }
    GoldenFrame.assertMatches(frames.joined(separator: "\n"), named: "animation-home-screen")
  }

  @Test(".move(edge:), .slide, .scale and .opacity in cells, 1 s linear each")
  func otherTransitions() throws {
    func view(_ transition: AnyTransition, _ text: String) -> ViewNode {
      resolveViewNode(
        Text(text).frame(maxWidth: .infinity, alignment: .leading).id(text).transition(transition)
          .animation(.linear(duration: 1), value: text))
    }
    var strips: [String] = []
    for (name, transition) in [
      ("move(bottom)", AnyTransition.move(edge: .bottom)), ("slide", .slide), ("scale", .scale),
      ("opacity", .opacity),
    ] {
      strips.append(name)
      strips.append(
        try filmStrip(
          from: view(transition, "old text"), to: view(transition, "new text"), width: 10,
          height: 1, times: [0.1, 0.3, 0.45, 0.6, 0.8, 1]))
    }
    GoldenFrame.assertMatches(strips.joined(separator: "\n"), named: "animation-other-transitions")
  }

  @Test("timing: SwiftUI's default lengths, explicit durations, at most 2 s, nil for none")
  func timing() {
    #expect(AnimationTiming(.default).duration == 0.35)
    #expect(AnimationTiming(.easeInOut).duration == 0.35)
    #expect(AnimationTiming(.smooth).duration == 0.5)
    #expect(AnimationTiming(.spring).duration == 0.5)
    #expect(AnimationTiming(.smooth(duration: 1.8)).duration == 1.8)
    #expect(AnimationTiming(.linear(duration: 5)).duration == 2)
    #expect(AnimationTiming(nil).duration == 0)
    let linear = AnimationTiming(.linear(duration: 1))
    #expect(linear.progress(0.25) == 0.25 && linear.progress(1) == 1 && linear.progress(3) == 1)
    let spring = AnimationTiming(.spring(duration: 1))
    #expect(spring.progress(0.5) > 0.5 && spring.progress(0.5) < 1 && spring.progress(1) == 1)
  }

  func context() throws -> RenderContext {
    RenderContext(theme: try ThemeLoader.defaultTheme(), now: Self.start)
  }
}
