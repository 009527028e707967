// The Live page's widgets and their layout: the run form and its buttons over the checklist and
// the remap box (scrolling), the progress, bars, numbers, log and mismatches beside them.
#include "gui/live/livepage.h"

#include "gui/common/columnfitter.h"
#include "gui/export/figurebutton.h"
#include "gui/live/backendbarsview.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {

/// The form column scrolls vertically when its content (form, checklist, remap box with its
/// result) is taller than the page; it is never narrower than its content.
class ColumnScrollArea : public QScrollArea
{
public:
    using QScrollArea::QScrollArea;
    QSize minimumSizeHint() const override
    {
        const int extra = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
        const int w = widget() ? widget()->minimumSizeHint().width() : 0;
        return QSize(w + extra, QScrollArea::minimumSizeHint().height());
    }
    QSize sizeHint() const override
    {
        const int extra = 2 * frameWidth() + verticalScrollBar()->sizeHint().width();
        const QSize inner = widget() ? widget()->sizeHint() : QSize();
        return QSize(inner.width() + extra, inner.height() + 2 * frameWidth());
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // The hints above follow the column's content (a language change, a longer result).
        if (watched == widget() && event->type() == QEvent::LayoutRequest)
            updateGeometry();
        return QScrollArea::eventFilter(watched, event);
    }
};

} // namespace

void LivePage::setUpWidgets()
{
    m_statusLine->setWordWrap(true);
    m_statusLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stats->setWordWrap(true);
    m_progress->setRange(0, int(kBarSteps)); // fine enough to move for the first keys of a long run
    m_progress->setValue(0);
    m_cancel->setEnabled(false);
    m_log->setReadOnly(true);
    m_rules->setWordWrap(true);
    m_rules->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_rules->installEventFilter(this); // its height follows its lines at its width (fitRules)
    m_log->setMaximumBlockCount(2000);
    m_log->setLineWrapMode(QPlainTextEdit::WidgetWidth); // paths and pids wrap instead of running out of sight
    m_mismatchTable->setColumnCount(4);
    m_mismatchTable->verticalHeader()->hide();
    // The key takes spare width and is elided first, then the note.
    ColumnFitter::install(m_mismatchTable, 0)->setElidable({3});
    m_mismatchTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_agreement->setWordWrap(true);
    m_agreement->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_resultsNote->setWordWrap(true);
    m_resultsNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_resultsNote->setForegroundRole(QPalette::PlaceholderText);

}

void LivePage::buildLayout()
{
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);
    m_exportBars = new FigureButton([this] { return barsFigure(); }, this);
    m_exportBars->setEnabled(false); // nothing to export before a run (showResultsArea() says why)
    buttons->addWidget(m_exportBars);
    // The form and the run's buttons stay in view; the checklist and the remap box under them
    // scroll (a remap result scrolled into view took Start and Cancel out of it).
    auto *leftBox = new QWidget;
    auto *left = new QVBoxLayout(leftBox);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_rules, 1);
    left->addWidget(m_compare);

    auto *right = new QVBoxLayout;
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_progressText);
    right->addLayout(progressRow);
    right->addWidget(m_statusLine);
    right->addWidget(m_bars, 2);
    right->addWidget(m_stats);
    // The port agreement is one line under the "Final:" line, the page's width wide (beside the
    // log it was squeezed into a column of one or two words at 1366×768).
    right->addWidget(m_agreement);
    // Before a run the log and the agreement are empty: a short note stands in their place (an empty
    // white box looked broken), and the mismatch table shows only when it has rows.
    QSplitter *split = m_results;
    split->addWidget(m_log);
    split->addWidget(m_mismatchTable);
    // The mismatch table's four columns need more width than the log's wrapped lines.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    right->addWidget(split, 2);
    right->addWidget(m_resultsNote);
    auto *layout = new QHBoxLayout(this);
    // The remap result under the checklist can be taller than the room left at 1366×768: the
    // checklist and the remap box scroll instead of clipping it, and a new result is scrolled into
    // view; the form and its buttons above them do not move.
    auto *column = new QWidget(this);
    column->setObjectName(QStringLiteral("liveLeftColumn"));
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(0, 0, 0, 0);
    columnLayout->addWidget(m_form);
    columnLayout->addLayout(buttons);
    m_leftScroll = new ColumnScrollArea(column);
    m_leftScroll->setObjectName(QStringLiteral("liveFormColumn"));
    m_leftScroll->setFrameShape(QFrame::NoFrame);
    m_leftScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_leftScroll->setWidgetResizable(true);
    m_leftScroll->setWidget(leftBox);
    columnLayout->addWidget(m_leftScroll, 1);
    layout->addWidget(column, 1);
    layout->addLayout(right, 3);

}

bool LivePage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_rules && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        QTimer::singleShot(0, this, &LivePage::fitRules); // after the list has laid out its lines
    return QWidget::eventFilter(watched, event);
}

void LivePage::fitRules()
{
    // Wrapped lines are as high as the list is narrow: measure them at the list's current width.
    if (!m_rules->isVisible() || m_rules->width() < 150 || m_rules->count() == 0)
        return;
    m_rules->doItemsLayout();
    const QRect first = m_rules->visualItemRect(m_rules->item(0));
    const QRect last = m_rules->visualItemRect(m_rules->item(m_rules->count() - 1));
    const int lines = last.bottom() - first.top() + 1 + 2 * m_rules->spacing();
    const int height = lines + 2 * m_rules->frameWidth() + m_rules->contentsMargins().top() + m_rules->contentsMargins().bottom();
    if (m_rules->minimumHeight() != height)
        m_rules->setMinimumHeight(height);
}

void LivePage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        markLogLanguage();
    }
    Page::changeEvent(event);
}

void LivePage::markLogLanguage()
{
    // The log's lines come from the run thread as written text, in the language of their moment;
    // they are not rewritten. After a switch a line in the new language says so, so that German
    // lines under a Chinese page are not taken for a fault. One such line at the end, not one a
    // switch.
    if (m_log->document()->isEmpty())
        return;
    const QString marker = tr("(Language changed: the lines above stay in the language they were written in.)");
    QTextCursor cursor(m_log->document());
    cursor.movePosition(QTextCursor::End);
    cursor.movePosition(QTextCursor::StartOfBlock, QTextCursor::KeepAnchor);
    if (!m_logMarker.isEmpty() && cursor.selectedText() == m_logMarker) {
        cursor.insertText(marker);
    } else {
        m_log->appendPlainText(marker);
    }
    m_logMarker = marker;
}

void LivePage::retranslate()
{
    m_form->retranslate();
    m_start->setText(tr("Start"));
    m_cancel->setText(tr("Cancel"));
    m_mismatchTable->setHorizontalHeaderLabels({tr("Key"), tr("Proxy sent to"), tr("Port predicts"), tr("Note")});
    m_compare->retranslate();
    m_bars->setPlaceholder(tr("Keys per backend appear here as the proxy answers, a few times a second."));
    m_log->setPlaceholderText(tr("The log of the proxy and its backends appears here."));
    m_resultsNote->setText(tr("After Start, the log of the proxy and its backends appears here; when the run ends, "
                              "every key's backend is checked against RingLab's port of the proxy."));
    showStatus();
    if (!isRunning())
        setRules(QStringList(m_ruleReasons), m_rulesFinal);
    // A finished run's result lines were written in the language of their day.
    if (m_status.isFinished() && m_result.keysMeasured > 0) {
        showFinalStats();
        if (m_prediction)
            showPrediction(*m_prediction, false);
    }
}

} // namespace ringlab::gui
