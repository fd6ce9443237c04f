import CNCursesW
import Foundation
import SpacesEngine

/// Makes a soak's random steps from a seed: every key the dashboard handles, other characters
/// and key codes, key auto-repeat bursts, resizes (tiny to huge) and clock jumps (milliseconds
/// to hours).
package struct SoakStepGenerator: Sendable {
  private var random: SplitMix64
  private var queued: [SoakStep] = []
  /// Whether `q` and Ctrl-C (which quit; the soak relaunches) are among the keys.
  package var includesQuit: Bool

  /// Creates a generator.
  package init(seed: UInt64, includesQuit: Bool = true) {
    random = SplitMix64(seed: seed)
    self.includesQuit = includesQuit
  }

  /// The keys the dashboard handles, as the terminal sends them.
  package static let handledKeys: [SoakStep] =
    ["1", "2", "3", "h", "j", "k", "l", "L", " ", "i", "?", "e", "a", "x", "<", ">", "s"].map {
      .key(.character($0))
    }
    + [.up, .down, .left, .right, .tab, .backTab, .enter, .escape].map { SoakStep.key($0) }
    + [
      .input(isKeyCode: false, value: 10),  // Enter as LF
      .input(isKeyCode: true, value: UInt32(KEY_ENTER)),
    ]

  /// The next step.
  package mutating func next() -> SoakStep {
    if !queued.isEmpty { return queued.removeFirst() }
    let roll = random.below(1000)
    switch roll {
    case 0..<560: return random.pick(Self.handledKeys)
    case 560..<700: return otherInput()
    case 700..<720: return holdBurst()
    case 720..<726: return quitOrOther()
    case 726..<780: return .resize(size())
    default: return .advance(jump())
    }
  }

  /// A key the dashboard doesn't handle, or something it must ignore.
  private mutating func otherInput() -> SoakStep {
    switch random.below(8) {
    case 0:
      // Printable ASCII other than `q`.
      var value = UInt32(random.inRange(32...126))
      if value == 113 { value = 81 }
      return .input(isKeyCode: false, value: value)
    case 1:
      // C0 controls and DEL, other than Ctrl-C.
      var value = UInt32(random.inRange(0...31))
      if value == 3 { value = 127 }
      return .input(isKeyCode: false, value: value)
    case 2:
      // Wide and combining characters: CJK, emoji, combining marks.
      let ranges: [ClosedRange<Int>] = [0x4E00...0x9FFF, 0x1F300...0x1FAFF, 0x0300...0x036F]
      return .input(isKeyCode: false, value: UInt32(random.inRange(random.pick(ranges))))
    case 3:
      // Any scalar value, including surrogates and values past Unicode.
      return .input(isKeyCode: false, value: UInt32(random.inRange(0...0x11_0000)))
    case 4:
      return .input(isKeyCode: true, value: UInt32(random.inRange(0o401...0o777)))
    case 5:
      return .input(isKeyCode: true, value: UInt32(KEY_F0) + UInt32(random.inRange(1...12)))
    case 6:
      return SoakStep.key(random.pick([.home, .end, .pageUp, .pageDown, .delete, .backspace]))
    default:
      return .input(isKeyCode: random.chance(50), value: UInt32(truncatingIfNeeded: random.next()))
    }
  }

  /// Enter held down: key auto-repeat every 30–50 ms (the Action button's hold).
  private mutating func holdBurst() -> SoakStep {
    let key = random.chance(80) ? SoakStep.key(.enter) : SoakStep.key(.character(" "))
    for _ in 0..<random.inRange(3...30) {
      queued.append(.advance(Double(random.inRange(30...50)) / 1000))
      queued.append(key)
    }
    return key
  }

  private mutating func quitOrOther() -> SoakStep {
    guard includesQuit else { return otherInput() }
    return random.chance(50)
      ? .key(.character("q")) : .input(isKeyCode: false, value: 3)
  }

  /// A terminal size: mostly usable, often below the minimum, sometimes huge or empty.
  private mutating func size() -> TerminalSize {
    switch random.below(10) {
    case 0..<4:
      return TerminalSize(width: random.inRange(52...160), height: random.inRange(16...60))
    case 4:
      return TerminalSize(width: 52, height: 16)
    case 5:
      return TerminalSize(width: 80, height: 24)
    case 6:
      return TerminalSize(width: random.inRange(0...51), height: random.inRange(0...40))
    case 7:
      return TerminalSize(width: random.inRange(0...200), height: random.inRange(0...15))
    case 8:
      return random.pick([
        TerminalSize(width: 0, height: 0), TerminalSize(width: 1, height: 1),
        TerminalSize(width: 51, height: 16), TerminalSize(width: 52, height: 15),
      ])
    default:
      return random.pick([
        TerminalSize(width: 300, height: 100), TerminalSize(width: 400, height: 150),
        TerminalSize(width: random.inRange(200...300), height: random.inRange(60...100)),
      ])
    }
  }

  /// How far the clock jumps: milliseconds mostly, then seconds, minutes, and sometimes hours.
  private mutating func jump() -> TimeInterval {
    switch random.below(100) {
    case 0..<45: return Double(random.inRange(1...999)) / 1000
    case 45..<80: return Double(random.inRange(1...120))
    case 80..<97: return Double(random.inRange(2...59) * 60)
    default: return Double(random.inRange(3600...3 * 3600))
    }
  }
}
