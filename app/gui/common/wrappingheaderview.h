#pragma once

#include <QHeaderView>

namespace ringlab::gui {

/// A horizontal header whose titles wrap at word boundaries when their section is narrower than
/// the title ("Moved between / survivors"), so that a table of short numbers does not need its
/// long titles' width. Its height follows the tallest wrapped title.
class WrappingHeaderView : public QHeaderView
{
    Q_OBJECT
public:
    explicit WrappingHeaderView(QWidget *parent = nullptr);

    /// Width of a title on one line, and of its widest unbreakable piece (the narrowest it can
    /// wrap to: a word, or one character of Chinese), both with the section's margins and room
    /// for the sort indicator.
    int titleWidth(int logicalIndex) const;
    int narrowestTitleWidth(int logicalIndex) const;

    QSize sizeHint() const override;

protected:
    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override;
    QSize sectionSizeFromContents(int logicalIndex) const override;

private:
    QString title(int logicalIndex) const;
    int margins(int logicalIndex) const;
    int wrappedHeight(int logicalIndex, int width) const;
};

} // namespace ringlab::gui
