#pragma once

#include <QFont>
#include <QList>
#include <QPaintDevice>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <memory>

class QPainter;

namespace ringlab::gui {

/// Text helpers shared by every figure painter: fonts sized in layout units (1/96 in) for the
/// painter's device whatever its DPI, and word wrapping that never elides.
namespace FigureText {
/// A font of `units` height (1/96 in) for painter's device. Hinting is off so that metrics
/// scale exactly with the figure (the same line breaks at 96 and at 600 dpi).
QFont font(const QPainter *painter, double units, bool bold = false);
enum class WrapMode {
    BreakInsideWords, ///< a CJK run wider than the line may break between its characters
    KeepWords,        ///< breaks only at spaces and CJK separators (a wider piece gets its own line)
};
/// Splits text into lines no wider than width. Latin words are never cut (a single word wider than
/// width gets its own line). Chinese, Japanese and Korean text breaks at its spaces and separators
/// (after ，、。 and closing brackets, before opening ones); only a run without any that is wider
/// than the line breaks between its characters, and only in BreakInsideWords mode. No line starts
/// with closing punctuation (）」，。、) or ends with an opening bracket.
QStringList wrap(const QString &text, const QFont &font, const QPaintDevice *device, double width,
                 WrapMode mode = WrapMode::BreakInsideWords);
/// A UI label for print: nginx's "hash … consistent" shorthand written out as the directive
/// ("hash $request_uri consistent"), so no figure text reads as elided.
QString forPrint(const QString &label);
} // namespace FigureText

/// One laid-out piece of text: where it was drawn (canvas units) and what it says.
struct TextBox
{
    QRectF rect;
    QString text;
};

/// A paint device that draws nothing and records the box of every text drawn on it (in device
/// units, after the painter's transform). FigureRenderer::layout() renders through it so that
/// tests can check every text of any figure, however it was painted.
class TextCaptureDevice : public QPaintDevice
{
public:
    explicit TextCaptureDevice(QSizeF size);
    ~TextCaptureDevice() override;
    QPaintEngine *paintEngine() const override;
    QList<TextBox> boxes() const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    class Engine;
    QSizeF m_size;
    std::unique_ptr<Engine> m_engine;
};

} // namespace ringlab::gui
