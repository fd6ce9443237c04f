import Foundation
import SpacesEngine
import SpacesKit
import Testing

/// Smart Rotate: the most relevant widget shows; ties keep the one on show; a relevance lasts
/// its duration from the entry's date; a flip by hand holds until a relevance changes.
@Suite("Smart Stack rotation by TimelineEntryRelevance")
struct SmartStackTests {
  let a = WidgetID(1)
  let b = WidgetID(2)
  let c = WidgetID(3)

  @Test("the member with the highest score shows, with the reason")
  func highestWins() {
    var stack = SmartStack(members: [a, b, c])
    let changed1 = stack.rotate(scores: [a: 0.1, b: 0.9, c: 0.5])
    #expect(changed1)
    #expect(stack.shownWidget == b)
    #expect(stack.reason == "highest relevance (0.9)")
  }

  @Test("ties and no relevance keep the widget on show")
  func tiesKeep() {
    var stack = SmartStack(members: [a, b])
    let changed2 = stack.rotate(scores: [:])
    #expect(!changed2)
    #expect(stack.shownWidget == a)
    stack.shown = 1
    let changed3 = stack.rotate(scores: [a: 0.5, b: 0.5])
    #expect(!changed3)
    #expect(stack.shownWidget == b)
  }

  @Test("a flip by hand holds until a relevance changes")
  func manualFlip() {
    var stack = SmartStack(members: [a, b])
    let scores: [WidgetID: Double] = [a: 0.8, b: 0.2]
    stack.rotate(scores: scores)
    stack.flip(scores: scores)
    #expect(stack.shownWidget == b)
    #expect(stack.reason == "flipped by hand")
    let changed4 = stack.rotate(scores: scores)
    #expect(!changed4, "the same scores: the flip holds")
    #expect(stack.shownWidget == b)
    let changed5 = stack.rotate(scores: [a: 0.9, b: 0.2])
    #expect(changed5, "a relevance changed: Smart Rotate again")
    #expect(stack.shownWidget == a)
  }

  @Test("Smart Rotate off: the stack stays where it is")
  func smartRotateOff() {
    var stack = SmartStack(members: [a, b])
    stack.smartRotate = false
    let changed6 = stack.rotate(scores: [b: 1])
    #expect(!changed6)
    #expect(stack.shownWidget == a)
  }

  @Test("an entry's relevance lasts its duration from the entry's date, 0 after")
  func durationExpiry() {
    let start = Date(timeIntervalSince1970: 1_000_000)
    var widget = WidgetInstance(id: a, kind: "com.test.Stack", family: .systemSmall)
    widget.entries = [
      ResolvedEntry(
        date: start, view: .empty, relevance: TimelineEntryRelevance(score: 0.7, duration: 600))
    ]
    widget.current = 0
    #expect(widget.stackRelevance(at: start + 599) == Double(Float(0.7)))
    #expect(widget.stackRelevance(at: start + 600) == 0)
    #expect(widget.stackRelevance(at: start + 600, suggested: true) == 1, "a relevant intent")
    widget.entries[0].relevance = TimelineEntryRelevance(score: .nan)
    #expect(widget.stackRelevance(at: start) == 0, "NaN counts as none")
    widget.entries[0].relevance = TimelineEntryRelevance(score: 3)
    #expect(widget.stackRelevance(at: start + 86_400) == 3, "duration 0: while on show")
  }

  @Test("an empty stack doesn't trap")
  func empty() {
    var stack = SmartStack(members: [])
    stack.flip(scores: [:])
    let changed7 = stack.rotate(scores: [:])
    #expect(!changed7)
    #expect(stack.shownWidget == nil)
  }
}
