import SpacesEngine
import SpacesKit

/// Drawing asset images: half-block pixels, two a cell (`▀`: the upper pixel is the foreground,
/// the lower the background), area-averaged to the cells laid out and blended over what is
/// behind; a labelled box ("[image: cover]") in ASCII mode, in a theme without colour, and for
/// an image that is missing or doesn't decode.
extension ViewRenderer {
  /// The half block drawn for two pixels.
  static let upperHalfBlock: Character = "▀"

  /// The widest or tallest image drawn, in cells: a filling aspect ratio of a million can lay
  /// an image out millions of cells wide, which is drawn as its labelled box instead of being
  /// resampled.
  static let maxImageCells = 4_096

  /// Draws an asset image into its rectangle (clipped by the frame's current clip); where it
  /// can't draw pixels, a box labelled `caption` (the look's own, "[image: cover]", if `nil`).
  func drawBitmap(
    _ look: BitmapLook, in rect: Rect, style: DrawingStyle, frame: inout Frame,
    caption: String? = nil
  ) {
    switch look.source {
    case .glyph(let glyph):
      var tinted = style
      if let tint = style.tint { tinted.foreground = tint }
      frame.write(glyph, x: rect.x, y: rect.y, style: tinted.cellStyle, maxWidth: rect.width)
    case .placeholder:
      drawCaption(caption ?? look.caption, in: rect, style: style, frame: &frame)
    case .file(let path):
      guard !context.asciiOnly, !context.theme.isMonochrome,
        rect.width <= Self.maxImageCells, rect.height <= Self.maxImageCells,
        let pixels = ImageCache.shared.pixels(
          at: path, width: rect.width, height: rect.height * 2)
      else {
        drawCaption(caption ?? look.caption, in: rect, style: style, frame: &frame)
        return
      }
      drawHalfBlocks(pixels, in: rect, frame: &frame)
    }
  }

  /// Pixels (`rect.width × 2·rect.height`) as half blocks, blended over each cell's background.
  func drawHalfBlocks(_ pixels: RGBAImage, in rect: Rect, frame: inout Frame) {
    let clip = rect.intersection(frame.clipRect)
    guard clip.width > 0, clip.height > 0, pixels.width == rect.width,
      pixels.height == rect.height * 2
    else { return }
    let fallback = themeBackdrop()
    for y in clip.y..<clip.maxY {
      let row = (y - rect.y) * 2
      for x in clip.x..<clip.maxX {
        let column = x - rect.x
        var behind = fallback
        if case .rgb(let r, let g, let b) = frame[x, y].style.background {
          behind = (Int(r), Int(g), Int(b))
        }
        let upper = Self.blend(pixels, column, row, over: behind)
        let lower = Self.blend(pixels, column, row + 1, over: behind)
        frame.put(
          Self.upperHalfBlock, x: x, y: y,
          style: CellStyle(foreground: upper, background: lower, attributes: []))
      }
    }
  }

  /// The colour transparent pixels show where a cell has the terminal's default background:
  /// the theme's canvas (`Theme.canvas`, what translucent colours blend over too).
  private func themeBackdrop() -> (Int, Int, Int) {
    let canvas = context.theme.canvas
    func byte(_ component: Double) -> Int { Int((component * 255).rounded()) }
    return (byte(canvas.red), byte(canvas.green), byte(canvas.blue))
  }

  /// A pixel blended over a colour by its alpha.
  static func blend(
    _ image: RGBAImage, _ x: Int, _ y: Int, over behind: (Int, Int, Int)
  ) -> TerminalColor {
    let i = (y * image.width + x) * 4
    let alpha = Int(image.pixels[i + 3])
    func mix(_ value: UInt8, _ back: Int) -> UInt8 {
      UInt8((Int(value) * alpha + back * (255 - alpha) + 127) / 255)
    }
    return .rgb(
      mix(image.pixels[i], behind.0), mix(image.pixels[i + 1], behind.1),
      mix(image.pixels[i + 2], behind.2))
  }

  /// A labelled box around the visible part of a rectangle: a border with the caption in the
  /// middle when there is room, else the caption alone on the first row.
  func drawCaption(_ caption: String, in whole: Rect, style: DrawingStyle, frame: inout Frame) {
    let rect = whole.intersection(frame.clipRect)
    guard rect.width > 0, rect.height > 0 else { return }
    var cellStyle = style.cellStyle
    cellStyle.foreground = context.theme.color(.secondary)
    guard rect.width >= 3, rect.height >= 3 else {
      frame.write(caption, x: rect.x, y: rect.y, style: cellStyle, maxWidth: rect.width)
      return
    }
    let ascii = context.asciiOnly
    let horizontal = String(repeating: ascii ? "-" : "─", count: rect.width - 2)
    let (tl, tr, bl, br, side) = ascii ? ("+", "+", "+", "+", "|") : ("┌", "┐", "└", "┘", "│")
    frame.write(tl + horizontal + tr, x: rect.x, y: rect.y, style: cellStyle)
    for row in 1..<(rect.height - 1) {
      frame.write(side, x: rect.x, y: rect.y + row, style: cellStyle)
      frame.write(side, x: rect.maxX - 1, y: rect.y + row, style: cellStyle)
    }
    frame.write(bl + horizontal + br, x: rect.x, y: rect.maxY - 1, style: cellStyle)
    let inner = rect.width - 2
    let text = CellWidth.of(caption) <= inner ? caption : String(caption.prefix(max(0, inner)))
    let indent = max(0, (inner - CellWidth.of(text)) / 2)
    frame.write(
      text, x: rect.x + 1 + indent, y: rect.y + rect.height / 2, style: cellStyle,
      maxWidth: inner)
  }
}
