import SpacesRender
import Testing

/// The phone canvas: 49×53 cells (393×852 points), centred, top-aligned, never larger than
/// the area; the `--frame` outline one cell around it when there is room.
@Suite("Phone canvas")
struct PhoneCanvasTests {
  @Test("200×60: a 49×53 phone centred at the top of the area; no outline unless asked")
  func wide() {
    let canvas = PhoneCanvas(in: Rect(x: 0, y: 2, width: 200, height: 57))
    #expect(canvas.rect == Rect(x: 75, y: 2, width: 49, height: 53))
    #expect(canvas.scale == 1)
    #expect(canvas.outline == nil)
  }

  @Test("80×24: as tall as the area, 49 wide")
  func small() {
    let canvas = PhoneCanvas(in: Rect(x: 0, y: 2, width: 80, height: 21))
    #expect(canvas.rect == Rect(x: 15, y: 2, width: 49, height: 21))
  }

  @Test("an area narrower than the phone: the canvas is the area's width")
  func narrow() {
    let canvas = PhoneCanvas(in: Rect(x: 0, y: 2, width: 40, height: 30))
    #expect(canvas.rect == Rect(x: 0, y: 2, width: 40, height: 30))
  }

  @Test("with --frame: the outline takes the cells around the canvas, its top on the row above")
  func framed() {
    let canvas = PhoneCanvas(in: Rect(x: 0, y: 2, width: 200, height: 57), deviceFrame: true)
    #expect(canvas.rect == Rect(x: 75, y: 2, width: 49, height: 53))
    #expect(canvas.outline == Rect(x: 74, y: 1, width: 51, height: 55))
    let short = PhoneCanvas(in: Rect(x: 0, y: 2, width: 80, height: 21), deviceFrame: true)
    #expect(short.rect == Rect(x: 15, y: 2, width: 49, height: 20))
    #expect(short.outline == Rect(x: 14, y: 1, width: 51, height: 22))
  }

  @Test("no room for the outline: left out, with a warning")
  func noRoomForTheOutline() {
    let canvas = PhoneCanvas(in: Rect(x: 0, y: 2, width: 41, height: 30), deviceFrame: true)
    #expect(canvas.outline == nil)
    #expect(canvas.rect == Rect(x: 0, y: 2, width: 41, height: 30))
    #expect(LayoutWarnings.shared.hasReported("no room for the device outline in a 41×30 area"))
  }

  @Test("twice the phone fits only from 98×106; bad sizes give an empty canvas")
  func scaleAndBadSizes() {
    let big = PhoneCanvas(in: Rect(x: 0, y: 0, width: 120, height: 110))
    #expect(big.scale == 2)
    #expect(big.rect == Rect(x: 11, y: 0, width: 98, height: 106))
    let empty = PhoneCanvas(in: Rect(x: 0, y: 0, width: -5, height: 0), deviceFrame: true)
    #expect(empty.rect.width == 0 && empty.rect.height == 0)
  }
}
