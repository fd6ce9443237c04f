import Foundation
import SpacesKit
import Testing

/// `Binding`, `@State` kept in a host's `ViewStateStore`, `SiriTipView` and `ShortcutsLink`.
@MainActor
@Suite("App screen views: Binding, @State, SiriTipView, ShortcutsLink")
struct AppScreenViewTests {
  struct BrewIntent: AppIntent {
    static let title: LocalizedStringResource = "Brew Coffee"
    func perform() async throws -> some IntentResult { .result() }
  }

  struct UnlistedIntent: AppIntent {
    static let title: LocalizedStringResource = "Unlisted"
    func perform() async throws -> some IntentResult { .result() }
  }

  struct CoffeeShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: BrewIntent(), phrases: ["Brew with \(.applicationName)", "Make coffee"])
    }
  }

  struct Home: View {
    @State private var showsTip = true
    var body: some View {
      VStack {
        Text("Coffee")
        SiriTipView(intent: BrewIntent(), isVisible: $showsTip)
        ShortcutsLink()
      }
    }
  }

  struct Counter: View {
    @State var count = 0
    var body: some View { Text("\(count)") }
  }

  struct TipRow: View {
    @Binding var isVisible: Bool
    var body: some View { SiriTipView(intent: BrewIntent(), isVisible: $isVisible) }
  }

  struct Parent: View {
    @State private var showsTip = true
    var body: some View { TipRow(isVisible: $showsTip) }
  }

  private func context(_ store: ViewStateStore) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment._appScreen = AppScreenContext(
      appName: "Coffee", appShortcuts: CoffeeShortcuts.appShortcuts, store: store)
    return environment
  }

  private func siriTip(in node: ViewNode) -> SiriTipContent? {
    for case .siriTip(let tip) in node.interactiveElements { return tip }
    return nil
  }

  @Test("Binding: get/set closures, .constant ignores writes, dynamic members write through")
  func binding() {
    final class Box { var value = (count: 1, name: "a") }
    let box = Box()
    let binding = Binding(get: { box.value.count }, set: { box.value.count = $0 })
    binding.wrappedValue = 5
    #expect(box.value.count == 5)
    let constant = Binding.constant(3)
    constant.wrappedValue = 9
    #expect(constant.wrappedValue == 3)
    struct Pair { var left = 1, right = 2 }
    var pair = Pair()
    let whole = Binding(get: { pair }, set: { pair = $0 })
    whole.right.wrappedValue = 7
    #expect(pair.right == 7 && pair.left == 1)
    #expect(Binding(projectedValue: binding).wrappedValue == 5)
  }

  @Test("@State outside a host keeps its own value; in a host it lives in the store by identity")
  func state() {
    let loose = Counter()
    loose.$count.wrappedValue = 2
    #expect(loose.count == 2)
    #expect(resolveViewNode(loose) == .text(.verbatim("2")))

    let store = ViewStateStore()
    store.beginPass()
    #expect(resolveViewNode(Counter(), environment: context(store)) == .text(.verbatim("0")))
    #expect(store.keys == ["Coffee/Counter.count"])
    store.setValue(4, for: "Coffee/Counter.count")
    // A new view value (the body builds it afresh) reads the stored value.
    store.beginPass()
    #expect(resolveViewNode(Counter(), environment: context(store)) == .text(.verbatim("4")))
  }

  @Test("the tip shows the shortcut's first phrase with the app's name; × sets isVisible false")
  func tipDismisses() throws {
    let store = ViewStateStore()
    store.beginPass()
    let node = resolveViewNode(Home(), environment: context(store))
    let tip = try #require(siriTip(in: node))
    #expect(tip.phrase == "Brew with Coffee")
    #expect(tip.text == "Try saying “Brew with Coffee”")
    #expect(node.interactiveElements.count == 2, "the tip's × and the Shortcuts link")
    tip.dismiss()
    #expect(store.value(for: "Coffee/Home.showsTip") as? Bool == false)
    store.beginPass()
    let after = resolveViewNode(Home(), environment: context(store))
    #expect(self.siriTip(in: after) == nil)
    #expect(after.interactiveElements.count == 1)
    // Bool is Codable: the dismissal can be saved for the next run.
    #expect(store.persistedValues["Coffee/Home.showsTip"] == Data("false".utf8))
    let restored = ViewStateStore(persisted: store.persistedValues)
    restored.beginPass()
    #expect(self.siriTip(in: resolveViewNode(Home(), environment: context(restored))) == nil)
  }

  @Test("a child's @Binding writes through to the parent's @State")
  func childBinding() throws {
    let store = ViewStateStore()
    store.beginPass()
    let tip = try #require(siriTip(in: resolveViewNode(Parent(), environment: context(store))))
    tip.dismiss()
    #expect(store.value(for: "Coffee/Parent.showsTip") as? Bool == false)
    store.beginPass()
    #expect(siriTip(in: resolveViewNode(Parent(), environment: context(store))) == nil)
  }

  @Test("a tip without a binding keeps its own dismissal; an unlisted intent shows nothing")
  func tipWithoutBinding() throws {
    let store = ViewStateStore()
    let view = SiriTipView(intent: BrewIntent())
    store.beginPass()
    let tip = try #require(siriTip(in: resolveViewNode(view, environment: context(store))))
    tip.dismiss()
    store.beginPass()
    #expect(
      resolveViewNode(SiriTipView(intent: BrewIntent()), environment: context(store)) == .empty)
    store.beginPass()
    #expect(
      resolveViewNode(SiriTipView(intent: UnlistedIntent()), environment: context(store)) == .empty)
    // Outside an app screen the shortcuts are unknown: nothing, as iOS shows for an unlisted one.
    #expect(resolveViewNode(SiriTipView(intent: BrewIntent())) == .empty)
  }

  @Test("ShortcutsLink: a link node with its style and optional action")
  func shortcutsLink() {
    var tapped = 0
    let node = resolveViewNode(
      ShortcutsLink { tapped += 1 }.shortcutsLinkStyle(.darkOutline),
      environment: context(ViewStateStore()))
    guard case .shortcutsLink(let link) = node else {
      Issue.record("not a link: \(node)")
      return
    }
    #expect(link.style == .darkOutline)
    link.action?()
    #expect(tapped == 1)
    #expect(resolveViewNode(ShortcutsLink()) == .shortcutsLink(ShortcutsLinkContent()))
    let styled = resolveViewNode(
      SiriTipView(intent: BrewIntent()).siriTipViewStyle(.dark),
      environment: context(ViewStateStore()))
    #expect(siriTip(in: styled)?.style == .dark)
  }
}
