import SpacesRender
import Testing

@testable import SpacesTerminal

@Suite struct ColorMapperTests {
  @Test func pureRedIsCubeCorner196() {
    #expect(ColorMapper.nearestXterm256(255, 0, 0) == 196)
    #expect(ColorMapper(depth: .palette256).map(.rgb(255, 0, 0)) == .indexed(196))
  }

  /// #AF52DE (175, 82, 222): red 175 is cube level 3 exactly; green 82 is nearer 95 (level 1,
  /// off by 13) than 0; blue 222 is nearer 215 (level 4, off by 7) than 255. Cube index
  /// 16 + 36·3 + 6·1 + 4 = 134 (#AF5FD7), squared distance 13² + 7² = 218. The nearest grey
  /// (158, index 247) is much farther (289 + 5776 + 4096), so 134.
  @Test func systemPurpleIs134() {
    #expect(ColorMapper.nearestXterm256(0xAF, 0x52, 0xDE) == 134)
    let (r, g, b) = ColorMapper.rgb(ofXterm256: 134)
    #expect(r == 0xAF && g == 0x5F && b == 0xD7)
  }

  @Test func greysUseTheGreyRamp() {
    #expect(ColorMapper.nearestXterm256(128, 128, 128) == 244)  // 8 + 10·12 = 128 exactly
    #expect(ColorMapper.nearestXterm256(18, 18, 18) == 233)
    #expect(ColorMapper.nearestXterm256(238, 238, 238) == 255)
  }

  @Test func cubeCornersStayInTheCube() {
    #expect(ColorMapper.nearestXterm256(0, 0, 0) == 16)
    #expect(ColorMapper.nearestXterm256(255, 255, 255) == 231)
    #expect(ColorMapper.nearestXterm256(0, 0, 255) == 21)
    #expect(ColorMapper.nearestXterm256(0, 255, 0) == 46)
  }

  @Test func everyIndexMapsToItself() {
    for index in 16...255 {
      let (r, g, b) = ColorMapper.rgb(ofXterm256: index)
      let mapped = ColorMapper.nearestXterm256(UInt8(r), UInt8(g), UInt8(b))
      #expect(mapped == index)
    }
  }

  @Test func ansi16() {
    #expect(ColorMapper.nearestANSI16(255, 0, 0) == 9)
    #expect(ColorMapper.nearestANSI16(200, 0, 0) == 1)
    #expect(ColorMapper.nearestANSI16(0xAF, 0x52, 0xDE) == 5)
    #expect(ColorMapper.nearestANSI16(0, 0, 0) == 0)
    #expect(ColorMapper.nearestANSI16(255, 255, 255) == 15)
    #expect(ColorMapper(depth: .ansi16).map(.rgb(0, 0, 250)) == .indexed(4))
  }

  @Test func trueColorPassesThroughAndDefaultStaysDefault() {
    let mapper = ColorMapper(depth: .trueColor)
    #expect(mapper.map(.rgb(0xAF, 0x52, 0xDE)) == .rgb(0xAF, 0x52, 0xDE))
    #expect(mapper.map(.default) == .default)
    #expect(ColorMapper(depth: .none).map(.rgb(255, 0, 0)) == .default)
  }
}
