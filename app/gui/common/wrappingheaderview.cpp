#include "gui/common/wrappingheaderview.h"

#include <QFontMetrics>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace ringlab::gui {

namespace {
constexpr int kTextFlags = Qt::AlignCenter | Qt::TextWordWrap;
} // namespace

WrappingHeaderView::WrappingHeaderView(QWidget *parent)
    : QHeaderView(Qt::Horizontal, parent)
{
    setSectionsClickable(true);
    setHighlightSections(true);
    setDefaultAlignment(Qt::AlignCenter);
    // A wrapped title changes the header's height: recompute it when a section changes width.
    connect(this, &QHeaderView::sectionResized, this, [this] { updateGeometry(); });
}

QString WrappingHeaderView::title(int logicalIndex) const
{
    return model() ? model()->headerData(logicalIndex, orientation(), Qt::DisplayRole).toString() : QString();
}

int WrappingHeaderView::margins(int logicalIndex) const
{
    // The style's text margins on both sides, plus the sort indicator on the sorted column (the
    // columns are fitted again when the user sorts by another one).
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    const bool sorted = isSortIndicatorShown() && sortIndicatorSection() == logicalIndex;
    const int arrow = sorted ? style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, this) + margin : 0;
    return 2 * margin + arrow + 4;
}

int WrappingHeaderView::titleWidth(int logicalIndex) const
{
    const QFontMetrics fm(font());
    int widest = 0;
    for (const QString &line : title(logicalIndex).split(QLatin1Char('\n')))
        widest = std::max(widest, fm.horizontalAdvance(line));
    return widest + margins(logicalIndex);
}

int WrappingHeaderView::narrowestTitleWidth(int logicalIndex) const
{
    // The widest piece the title cannot break inside: a word, or a single character of Chinese,
    // which breaks between any two characters (Unicode line breaking, as drawText wraps it).
    const QFontMetrics fm(font());
    const QString text = title(logicalIndex);
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    int widest = 0;
    int start = 0;
    while (breaks.toNextBoundary() != -1) {
        const int end = breaks.position();
        widest = std::max(widest, fm.horizontalAdvance(text.mid(start, end - start).trimmed()));
        start = end;
    }
    return widest + margins(logicalIndex);
}

int WrappingHeaderView::wrappedHeight(int logicalIndex, int width) const
{
    const QFontMetrics fm(font());
    const int inner = std::max(1, width - margins(logicalIndex));
    return fm.boundingRect(QRect(0, 0, inner, 10000), kTextFlags, title(logicalIndex)).height();
}

QSize WrappingHeaderView::sectionSizeFromContents(int logicalIndex) const
{
    const int width = sectionSize(logicalIndex) > 0 ? sectionSize(logicalIndex) : titleWidth(logicalIndex);
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    return QSize(titleWidth(logicalIndex), wrappedHeight(logicalIndex, width) + 2 * margin + 2);
}

QSize WrappingHeaderView::sizeHint() const
{
    // Not cached: the height depends on the sections' current widths.
    QSize size = QHeaderView::sizeHint();
    int height = fontMetrics().height();
    for (int i = 0; i < count(); ++i)
        if (!isSectionHidden(i))
            height = std::max(height, sectionSizeFromContents(i).height());
    size.setHeight(height);
    return size;
}

void WrappingHeaderView::paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const
{
    if (!rect.isValid())
        return;
    // The section (frame, hover, sort arrow) as the style draws it, then the wrapped title.
    QStyleOptionHeader opt;
    initStyleOption(&opt);
    opt.rect = rect;
    opt.section = logicalIndex;
    opt.text.clear();
    opt.textAlignment = Qt::AlignCenter;
    if (isSortIndicatorShown() && sortIndicatorSection() == logicalIndex)
        opt.sortIndicator = sortIndicatorOrder() == Qt::AscendingOrder ? QStyleOptionHeader::SortDown
                                                                        : QStyleOptionHeader::SortUp;
    const int visual = visualIndex(logicalIndex);
    if (count() == 1)
        opt.position = QStyleOptionHeader::OnlyOneSection;
    else if (visual == 0)
        opt.position = QStyleOptionHeader::Beginning;
    else if (visual == count() - 1)
        opt.position = QStyleOptionHeader::End;
    else
        opt.position = QStyleOptionHeader::Middle;
    painter->save();
    style()->drawControl(QStyle::CE_Header, &opt, painter, this);
    painter->restore();
    const int margin = style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, this);
    const int arrow = isSortIndicatorShown() && sortIndicatorSection() == logicalIndex
        ? style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, this) + margin : 0;
    QRect text = rect.adjusted(margin, 1, -margin - arrow, -1);
    painter->save();
    painter->setPen(palette().color(QPalette::ButtonText));
    painter->setFont(font());
    painter->drawText(text, kTextFlags, title(logicalIndex));
    painter->restore();
}

} // namespace ringlab::gui
