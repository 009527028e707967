#include "gui/ring/ringpage.h"

#include "gui/common/columnfitter.h"
#include "gui/common/snapshotservice.h"
#include "gui/common/wrappingheaderview.h"
#include "gui/experiment/numberspanel.h"
#include "gui/chart/figuretext.h"
#include "gui/ring/ringcallouts.h"
#include "gui/ring/ringfigurekey.h"
#include "gui/ring/ringgeometry.h"

#include <QFontMetricsF>
#include "gui/ring/ringview.h"
#include "gui/servers/servertablemodel.h"
#include "gui/servers/sharebardelegate.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/core/numbertext.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QPainter>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace ringlab::gui {

namespace {

/// The server table, scrolled by whole rows. Scrolled to the end, QTableView aligns the last row
/// with the bottom edge and cuts the top row in half (a server selected at the end, a removed one
/// as in the guided tour's lesson 4); this view then starts at the next whole row instead and
/// leaves the few pixels over blank under the last row.
class WholeRowsTableView : public QTableView
{
public:
    using QTableView::QTableView;

protected:
    void updateGeometries() override
    {
        QTableView::updateGeometries();
        alignTopRow();
    }
    void scrollContentsBy(int dx, int dy) override
    {
        QTableView::scrollContentsBy(dx, dy);
        alignTopRow();
    }

private:
    void alignTopRow()
    {
        const QScrollBar *bar = verticalScrollBar();
        const int row = verticalHeader()->defaultSectionSize(); // every row is this high
        if (verticalScrollMode() != ScrollPerItem || bar->maximum() <= 0 || bar->value() != bar->maximum() || row <= 0)
            return;
        const int offset = verticalHeader()->offset();
        const int aligned = (offset + row - 1) / row * row;
        if (aligned != offset) {
            verticalHeader()->setOffset(aligned);
            viewport()->update();
        }
    }
};

} // namespace

RingPage::RingPage(QWidget *parent)
    : Page(parent),
      m_view(new RingView(this)),
      m_model(new ServerTableModel(this)),
      m_table(new WholeRowsTableView(this)),
      m_keyEdit(new QLineEdit(this)),
      m_removeButton(new QPushButton(this)),
      m_weightButton(new QPushButton(this)),
      m_legend(new QLabel(this)),
      m_lookupButton(new QPushButton(this)),
      m_addButton(new QPushButton(this)),
      m_resetButton(new QPushButton(this))
{
    setObjectName(QStringLiteral("ringPage"));
    m_keyEdit->setObjectName(QStringLiteral("lookupKeyEdit"));
    m_keyEdit->setMaxLength(1000);
    m_removeButton->setObjectName(QStringLiteral("removeServerButton"));
    m_weightButton->setObjectName(QStringLiteral("weightButton"));
    m_addButton->setObjectName(QStringLiteral("addServerButton"));

    setUpTable();
    buildLayout();
    connectControls();
    retranslate();
    updateButtons();
}

void RingPage::setUpTable()
{
    m_legend->setWordWrap(true);
    m_legend->setObjectName(QStringLiteral("ringLegend"));
    m_legend->setStyleSheet(QStringLiteral("color: #555;"));

    m_table->setObjectName(QStringLiteral("serverTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegateForColumn(ServerTableModel::BarColumn, new ShareBarDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(20);
    m_table->setAlternatingRowColors(true);
    // Scrolled by whole rows: a server selected near the end (a removed one, the lessons' step)
    // is brought into view with the top row whole, not cut in half.
    m_table->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    // Every column inside the table's width (no sideways scrolling): the share bar takes the spare
    // width and gives it up first, then the server names are elided.
    ColumnFitter::install(m_table, ServerTableModel::BarColumn)->setElidable({ServerTableModel::AddressColumn});
}

/// The key and server buttons over the ring and its legend, beside the server table.
void RingPage::buildLayout()
{
    // Two rows: the key box keeps room for a key in every language, the server buttons their text.
    auto *keyRow = new QHBoxLayout;
    m_keyRow = keyRow;
    keyRow->addWidget(m_keyEdit, 1);
    keyRow->addWidget(m_lookupButton);
    auto *serverRow = new QHBoxLayout;
    m_serverRow = serverRow;
    serverRow->addWidget(m_addButton);
    serverRow->addWidget(m_removeButton);
    serverRow->addWidget(m_weightButton);
    serverRow->addStretch(1);
    serverRow->addWidget(m_resetButton);
    auto *controls = new QVBoxLayout;
    controls->addLayout(keyRow);
    controls->addLayout(serverRow);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(controls);
    leftLayout->addWidget(m_view, 1);
    leftLayout->addWidget(m_legend);
    auto *splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("ringSplitter"));
    splitter->setChildrenCollapsible(false);
    m_splitter = splitter;
    splitter->addWidget(left);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // Room for the address, weight, points, share and load columns without truncation.
    splitter->setSizes({700, 460});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
}

void RingPage::connectControls()
{
    auto lookup = [this] {
        const QString key = m_keyEdit->text().trimmed();
        if (!key.isEmpty())
            m_view->lookupKey(key.toUtf8());
    };
    connect(m_keyEdit, &QLineEdit::returnPressed, this, lookup);
    connect(m_lookupButton, &QPushButton::clicked, this, lookup);
    connect(m_addButton, &QPushButton::clicked, this, &RingPage::addServer);
    connect(m_resetButton, &QPushButton::clicked, m_view, &RingView::resetView);
    connect(m_removeButton, &QPushButton::clicked, this, [this] { removeServer(m_view->selectedServer()); });
    connect(m_weightButton, &QPushButton::clicked, this, [this] { askWeight(m_view->selectedServer()); });
    connect(m_view, &RingView::serverClicked, this, &RingPage::selectServer);
    connect(m_view, &RingView::removeServerRequested, this, &RingPage::removeServer);
    connect(m_view, &RingView::weightChangeRequested, this, &RingPage::askWeight);
    connect(m_view, &RingView::addServerRequested, this, &RingPage::addServer);
    connect(m_view, &RingView::lookupFinished, this, [this](int server) {
        const ringcore::RingSnapshotPtr s = m_view->snapshot();
        if (s && server >= 0 && server < s->servers.size())
            emit statusMessage(tr("Lookup: served by %1").arg(s->servers.at(server).address));
    });
    // The columns' widths come from their cells: place the table again once they are filled.
    connect(m_model, &QAbstractItemModel::modelReset, this, &RingPage::adaptLayout);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                if (current.isValid())
                    selectServer(m_model->serverAtRow(current.row()));
            });
}

void RingPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    Page::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        adaptLayout();
}

void RingPage::retranslate()
{
    m_keyEdit->setPlaceholderText(tr("Type a key, e.g. /objects/cat.jpg, and press Enter"));
    m_keyEdit->setToolTip(tr("Any text (up to 1,000 characters): it is hashed like a request URI and the lookup "
                             "is animated on the ring"));
    m_lookupButton->setText(tr("&Look up"));
    m_addButton->setText(tr("&Add server"));
    m_addButton->setToolTip(tr("Add a server with weight 1 on the first free port from 127.0.0.1:9001"));
    m_resetButton->setText(tr("Whole &circle"));
    m_resetButton->setToolTip(tr("Zoom out to show the whole circle"));
    m_removeButton->setText(tr("&Remove server"));
    m_removeButton->setToolTip(tr("Remove the selected server (click a server on the ring or in the table first)"));
    m_weightButton->setText(tr("&Weight…"));
    updateButtons(); // the weight button's tooltip
    m_legend->setText(legendText());
    m_view->update(); // the view's own texts
}

bool RingPage::isTableUnderRing() const
{
    return m_splitter->orientation() == Qt::Vertical;
}

void RingPage::resizeEvent(QResizeEvent *event)
{
    Page::resizeEvent(event);
    adaptLayout();
}

int RingPage::columnWidth(int column) const
{
    // What the column needs (cells or title), whatever width the fitter gave it for the moment.
    const auto *header = static_cast<const WrappingHeaderView *>(m_table->horizontalHeader());
    return std::max({static_cast<const QAbstractItemView *>(m_table)->sizeHintForColumn(column), header->titleWidth(column),
                     header->minimumSectionSize()});
}

void RingPage::adaptLayout()
{
    // The table goes beside the ring only when both fit there: the key field with room for 20+
    // characters beside its buttons, and every column of the table (the share bar short).
    // Otherwise (1366×768, or a window with the tour open) it goes under the ring, full width.
    const int twenty = m_keyEdit->fontMetrics().horizontalAdvance(QString(20, QLatin1Char('x'))) + 16;
    const int controls = std::max(m_keyRow->sizeHint().width() - m_keyEdit->sizeHint().width() + twenty,
                                  m_serverRow->sizeHint().width());
    int table = 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width() + 4;
    for (int c = ServerTableModel::RankColumn; c <= ServerTableModel::KeysColumn; ++c)
        table += columnWidth(c);
    table += m_table->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")) // a short share bar
        + 2 * ServerTableModel::NUM_COLUMNS;                                       // grid lines, rounding
    const int room = width() - layout()->contentsMargins().left() - layout()->contentsMargins().right()
        - m_splitter->handleWidth();
    bool beside = room >= controls + table;
    if (beside) {
        const int tableWidth = std::max(table, room * 2 / 5);
        m_splitter->setOrientation(Qt::Horizontal);
        m_splitter->setSizes({room - tableWidth, tableWidth});
        // The ring's side has a minimum width of its own: when it leaves the table less than it
        // needs, the table goes under the ring after all.
        beside = m_splitter->sizes().value(1) >= table;
    }
    const Qt::Orientation wanted = beside ? Qt::Horizontal : Qt::Vertical;
    if (!beside && m_splitter->orientation() != wanted) {
        m_splitter->setOrientation(wanted);
        splitVertically();
    }
}

void RingPage::splitVertically()
{
    const int ring = m_presenter ? 84 : 68;
    m_splitter->setSizes({std::max(1, height() * ring / 100), std::max(1, height() * (100 - ring) / 100)});
}

void RingPage::setPresenterLayout(bool on)
{
    m_presenter = on;
    // The two lines of marks and mouse help give their height to the ring (the lesson beside it
    // says what the marks are).
    m_legend->setVisible(!on);
    if (isTableUnderRing())
        splitVertically();
}

void RingPage::setSnapshotService(SnapshotService *service)
{
    if (m_service == service)
        return;
    if (m_ownService)
        m_service->deleteLater();
    m_service = service;
    m_ownService = false;
    connect(service, &SnapshotService::snapshotReady, this, &RingPage::onSnapshot);
    connect(service, &SnapshotService::previewReady, m_view, &RingView::showPreview);
    if (service->snapshot())
        onSnapshot(service->snapshot());
}

void RingPage::setExperiment(const ringcore::Experiment &experiment)
{
    m_experiment = experiment;
    updateButtons(); // the weight button follows the scheme (weights or none)
    if (!m_service) {
        // Standalone (tests, no main window): build our own snapshots.
        setSnapshotService(new SnapshotService(this));
        m_ownService = true;
    }
    if (m_ownService)
        m_service->setExperiment(experiment);
}

void RingPage::onSnapshot(const ringcore::RingSnapshotPtr &snapshot)
{
    const ringcore::RingSnapshotPtr before = m_shown;
    m_shown = snapshot;
    const int selected = m_view->selectedServer();
    m_view->setSnapshot(snapshot);
    m_model->setSnapshot(snapshot);
    m_legend->setText(legendText());
    if (selected >= 0 && snapshot && selected < snapshot->servers.size())
        selectServer(selected);
    // A change of the servers (not of the scheme) is animated: which keys moved, and where.
    if (before && snapshot && before->ok() && snapshot->ok() && before->algorithm == snapshot->algorithm
        && before->servers != snapshot->servers)
        m_view->showRemoval(*before, *snapshot);
    if (snapshot && !snapshot->ok())
        emit statusMessage(snapshot->error);
    updateButtons();
}

void RingPage::selectServer(int server)
{
    m_view->setSelectedServer(server);
    const int row = m_model->rowOfServer(server);
    {
        const QSignalBlocker block(m_table->selectionModel());
        if (row >= 0) {
            m_table->selectRow(row);
            m_table->scrollTo(m_model->index(row, 0));
        } else {
            m_table->clearSelection();
        }
    }
    updateButtons();
    emit serverSelected(server);
}

void RingPage::scrollToServer(int server)
{
    const int row = m_model->rowOfServer(server);
    if (row >= 0)
        m_table->scrollTo(m_model->index(row, 0), QAbstractItemView::EnsureVisible);
    else
        m_table->scrollToTop();
}

void RingPage::updateButtons()
{
    const int server = m_view->selectedServer();
    const bool valid = server >= 0 && server < m_experiment.servers.size() && !m_experiment.servers.at(server).down;
    m_removeButton->setEnabled(valid);
    // A scheme without weights (jump, Maglev, …): the button is off and its tooltip says why.
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m_experiment.algorithm);
    const bool weighted = !info || info->minWeight != info->maxWeight;
    m_weightButton->setEnabled(valid && weighted);
    m_weightButton->setToolTip(weighted ? tr("Change the selected server's weight")
                                        : tr("%1 does not use weights").arg(info ? ringcore::AlgorithmRegistry::translatedDisplayName(*info)
                                                                                 : m_experiment.algorithm));
}

void RingPage::removeServer(int server)
{
    if (server < 0 || server >= m_experiment.servers.size() || m_experiment.servers.at(server).down)
        return;
    int enabled = 0;
    for (const ringcore::Server &s : m_experiment.servers)
        enabled += s.down ? 0 : 1;
    if (enabled <= 1) {
        emit statusMessage(tr("The last server cannot be removed"));
        return;
    }
    ringcore::Experiment e = m_experiment;
    // Marked down rather than deleted: the other servers keep their indices (and HAProxy its ids).
    e.servers[server].down = true;
    m_experiment = e;
    emit statusMessage(tr("Removed %1").arg(e.servers.at(server).address));
    emit experimentEdited(e);
}

void RingPage::addServer()
{
    ringcore::Experiment e = m_experiment;
    QSet<QString> used;
    for (const ringcore::Server &s : e.servers)
        used.insert(s.address);
    int port = ringcore::ServerListParser::kFirstPort;
    while (used.contains(QStringLiteral("127.0.0.1:%1").arg(port)))
        ++port;
    e.servers.append(ringcore::Server{QStringLiteral("127.0.0.1:%1").arg(port), 1, false});
    m_experiment = e;
    emit statusMessage(tr("Added %1").arg(e.servers.last().address));
    emit experimentEdited(e);
}

void RingPage::setServerWeight(int server, int weight)
{
    if (server < 0 || server >= m_experiment.servers.size() || m_experiment.servers.at(server).weight == weight)
        return;
    ringcore::Experiment e = m_experiment;
    e.servers[server].weight = weight;
    m_experiment = e;
    emit experimentEdited(e);
}

void RingPage::askWeight(int server)
{
    if (server < 0 || server >= m_experiment.servers.size())
        return;
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(m_experiment.algorithm);
    const int minWeight = info ? info->minWeight : 1;
    const int maxWeight = info ? info->maxWeight : 1;
    if (minWeight == maxWeight) {
        emit statusMessage(tr("%1 does not use weights").arg(info ? ringcore::AlgorithmRegistry::translatedDisplayName(*info) : m_experiment.algorithm));
        return;
    }
    bool ok = false;
    const int weight = QInputDialog::getInt(this, tr("Weight"),
                                            tr("Weight of %1 (%2 to %3):").arg(m_experiment.servers.at(server).address)
                                                .arg(minWeight).arg(maxWeight),
                                            m_experiment.servers.at(server).weight, minWeight, maxWeight, 1, &ok);
    if (ok)
        setServerWeight(server, weight);
}

} // namespace ringlab::gui

namespace ringlab::gui {
RINGLAB_REGISTER_PAGE(10, RingPage)
}
