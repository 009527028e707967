#pragma once

#include <QFontMetrics>
#include <QHeaderView>
#include <QStringList>

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
    /// wrap to: a word or a Chinese term between punctuation), both with the section's margins and room
    /// for the sort indicator.
    int titleWidth(int logicalIndex) const;
    int narrowestTitleWidth(int logicalIndex) const;

    QSize sizeHint() const override;

    /// A title cut where it may wrap: after a space or punctuation, or before an opening bracket;
    /// never between two letters of a word or two characters of a Chinese term ("公平份额").
    static QStringList pieces(const QString &title);
    /// The title in lines at most `width` pixels wide (font metrics `fm`), broken only between
    /// pieces; a piece wider than `width` stays whole on its own line.
    static QString wrapped(const QString &title, const QFontMetrics &fm, int width);

protected:
    bool viewportEvent(QEvent *event) override;
    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override;
    QSize sectionSizeFromContents(int logicalIndex) const override;

private:
    QString title(int logicalIndex) const;
    int margins(int logicalIndex) const;
    int wrappedHeight(int logicalIndex, int width) const;
};

} // namespace ringlab::gui
