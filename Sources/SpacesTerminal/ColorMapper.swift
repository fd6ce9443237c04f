import SpacesRender

/// Maps the frame's RGB colours to what a terminal of a given colour depth can show.
///
/// Pure: 256-colour output uses the xterm 6×6×6 cube (indices 16–231) and grey ramp
/// (232–255), never the 16 system colours, whose RGB values each terminal theme changes.
/// 16-colour output uses the nearest of xterm's default ANSI palette. Distances are squared
/// Euclidean in sRGB.
package struct ColorMapper: Hashable, Sendable {
  /// A colour as a terminal understands it.
  package enum Mapped: Hashable, Sendable {
    /// The terminal's default foreground or background.
    case `default`
    /// A palette index: 0–15 (ANSI) or 0–255 (xterm 256).
    case indexed(Int)
    /// A direct RGB colour.
    case rgb(UInt8, UInt8, UInt8)
  }

  /// The depth colours are mapped to.
  package let depth: ColorDepth

  /// Creates a mapper for a colour depth.
  package init(depth: ColorDepth) { self.depth = depth }

  /// Maps one colour. Everything is `.default` at depth `.none`.
  package func map(_ color: TerminalColor) -> Mapped {
    guard case .rgb(let r, let g, let b) = color else { return .default }
    switch depth {
    case .none: return .default
    case .ansi16: return .indexed(Self.nearestANSI16(r, g, b))
    case .palette256: return .indexed(Self.nearestXterm256(r, g, b))
    case .trueColor: return .rgb(r, g, b)
    }
  }

  /// The intensity of each of the six steps of the xterm colour cube.
  package static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// xterm's default RGB values for the 16 ANSI colours (black, red, green, yellow, blue,
  /// magenta, cyan, white, then their bright variants).
  package static let ansiPalette: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The RGB value of an xterm-256 index from 16 to 255 (the cube and the grey ramp).
  package static func rgb(ofXterm256 index: Int) -> (Int, Int, Int) {
    if index >= 232 {
      let level = 8 + 10 * (index - 232)
      return (level, level, level)
    }
    if index >= 16 {
      let cube = index - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    }
    return ansiPalette[max(0, index)]
  }

  /// The nearest xterm-256 index (16–255) to an RGB colour: the closer of the nearest cube
  /// colour and the nearest grey of the ramp.
  package static func nearestXterm256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
    let (ri, gi, bi) = (nearestLevel(Int(r)), nearestLevel(Int(g)), nearestLevel(Int(b)))
    let cubeIndex = 16 + 36 * ri + 6 * gi + bi
    let cubeDistance = distance(
      (Int(r), Int(g), Int(b)), (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi]))
    let average = (Int(r) + Int(g) + Int(b)) / 3
    let greyStep = min(23, max(0, (average - 8 + 5) / 10))
    let grey = 8 + 10 * greyStep
    let greyDistance = distance((Int(r), Int(g), Int(b)), (grey, grey, grey))
    return greyDistance < cubeDistance ? 232 + greyStep : cubeIndex
  }

  /// The nearest of the 16 ANSI colours (0–15) to an RGB colour, by xterm's default palette.
  package static func nearestANSI16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
    let color = (Int(r), Int(g), Int(b))
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in ansiPalette.enumerated() {
      let d = distance(color, candidate)
      if d < bestDistance {
        best = index
        bestDistance = d
      }
    }
    return best
  }

  private static func nearestLevel(_ value: Int) -> Int {
    var best = 0
    for (index, level) in cubeLevels.enumerated()
    where abs(level - value) < abs(cubeLevels[best] - value) {
      best = index
    }
    return best
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
