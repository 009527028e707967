#include "gui/common/wrappingheaderview.h"

#include <QFontMetrics>
#include <QHelpEvent>
#include <QToolTip>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace ringlab::gui {

namespace {
constexpr int kTextFlags = Qt::AlignCenter;

bool breaksAfter(QChar c)
{
    return c.isSpace() || c.isPunct() || c.isSymbol();
}
} // namespace

QStringList WrappingHeaderView::pieces(const QString &title)
{
    // Unicode line breaking allows a break between any two Chinese characters; keep only the
    // breaks after a space, punctuation or symbol, or before an opening bracket, so a term breaks
    // whole or not at all (issue 14: "公平份 / 额对比").
    QStringList out;
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, title);
    int start = 0;
    while (breaks.toNextBoundary() != -1) {
        const int end = breaks.position();
        if (end <= start)
            continue;
        const bool last = end >= title.size();
        const bool mandatory = breaks.boundaryReasons().testFlag(QTextBoundaryFinder::MandatoryBreak);
        const QChar before = title.at(end - 1);
        const bool opening = !last && title.at(end).category() == QChar::Punctuation_Open;
        if (last || mandatory || breaksAfter(before) || opening) {
            out << title.mid(start, end - start);
            start = end;
        }
    }
    if (start < title.size())
        out << title.mid(start);
    return out;
}

QString WrappingHeaderView::wrapped(const QString &title, const QFontMetrics &fm, int width)
{
    QStringList lines;
    for (const QString &paragraph : title.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString &piece : pieces(paragraph)) {
            const QString joined = line + piece;
            if (!line.isEmpty() && fm.horizontalAdvance(joined.trimmed()) > width) {
                lines << line.trimmed();
                line = piece;
            } else {
                line = joined;
            }
        }
        lines << line.trimmed();
    }
    return lines.join(QLatin1Char('\n'));
}

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
    // The widest piece the title cannot break inside: a word, or a Chinese term between
    // punctuation (pieces()).
    const QFontMetrics fm(font());
    int widest = 0;
    for (const QString &line : title(logicalIndex).split(QLatin1Char('\n')))
        for (const QString &piece : pieces(line))
            widest = std::max(widest, fm.horizontalAdvance(piece.trimmed()));
    return widest + margins(logicalIndex);
}

int WrappingHeaderView::wrappedHeight(int logicalIndex, int width) const
{
    const QFontMetrics fm(font());
    const int inner = std::max(1, width - margins(logicalIndex));
    return fm.boundingRect(QRect(0, 0, inner, 10000), kTextFlags, wrapped(title(logicalIndex), fm, inner)).height();
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

bool WrappingHeaderView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int section = logicalIndexAt(help->pos());
        if (section >= 0 && narrowestTitleWidth(section) > sectionSize(section)) {
            QToolTip::showText(help->globalPos(), title(section), this);
            return true;
        }
    }
    return QHeaderView::viewportEvent(event);
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
    const QFontMetrics fm(font());
    // Lines broken only between pieces; a piece wider than the section is elided (the full title
    // is the section's tooltip then: viewportEvent below).
    QStringList lines = wrapped(title(logicalIndex), fm, std::max(1, rect.width() - margins(logicalIndex))).split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = fm.elidedText(line, Qt::ElideRight, text.width());
    painter->drawText(text, kTextFlags, lines.join(QLatin1Char('\n')));
    painter->restore();
}

} // namespace ringlab::gui
