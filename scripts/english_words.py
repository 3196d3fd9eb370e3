"""Common English words, for flagging place and given names that are also ordinary words.

Our own curated list (no outside source): function words, words people type in photo searches
(times, kinship, media, scenes, activities), and frequent nouns, verbs and adjectives. A name that
is in this list (`Rose`, `Summer`, `Will`, `Nice`, `Reading`) is flagged so the language engine can
ask for more evidence (a capital letter, a preposition) before reading it as a name or a place.
"""

_WORDS = """
a about above across act add after again against age ago ahead air all almost alone along already
also always am among an and angel another answer any anyone anything apart are area arm army around
art as ask at away back bad bag ball band bank bar base basin bat bay be bear beat beautiful became
because become bed been before began begin behind being believe bell below best better between big
bill bird bit black blank blind block blow blue board boat body bold bone book born both bottom box
boy branch brave bread break bright bring broad brook brother brown build built burn bus business
busy but buy by call calm came camp can cap capital captain car card care carry case cash cast cat
catch cause center central chance change chapel charge chase check cheer chief child children chip
choice church circle city claim class clean clear cliff climb close cloud club coach coast cold
colony color come common cook cool copper corner cost could count country course court cover cow
crane cross crown cry cup current cut dance dark date day dead deal dear deep deer desert did die
different dinner do does dog doing done door double down draw dream dress drink drive drop dry due
duke during dusty each eagle early earth east easy eat edge egg eight either else end enough even
evening ever every eye face fact fair faith fall family far farm fast father favor fear feel feet
fell few field fifth fight figure fill final find fine fire first fish five flat floor flower fly
follow food foot for force forest form fort forth found four fox frank free fresh friend from front
fruit full fun game garden gate gave general gentle get gift girl give glad glass go god gold golden
gone good got grace grand grass gray great green grew ground group grove grow guard guess guide gun
had hair half hall hand happy hard harbor has hat have haven he head hear heart heat heavy held help
her here hero high hill him his hit hold hole home honor hope horse hot hour house how however huge
hundred hunter i ice idea if in inch include inn into iron is island it its join joy judge jump
just keep kept key kid kind king knew know lady lake land large last late laugh law lay lead leave
left leg less let letter level liberty lie life light like line lion list little live lodge long
look lord lost lot love low lucky luck made main major make man many map mark market master match
may me mean meet member men mid middle might mile mill mind mine minute miss model modern moment
money month moon more morning most mother mount mountain move much music must my name nation
natural near need never new news next nice night nine no noble none noon nor north not note nothing
now number oak object ocean odd of off offer office often oh oil old on once one only open or order
other our out over own page paint pair palm paper park part party pass past path pay peace pearl
people perhaps person pick piece pine place plain plan plant play please pleasant point pole pool
poor port power present press pretty prince print probably problem prospect pull put queen question
quick quiet race rain raise ran range rather reach read reading ready real reason record red rest
rich ride right ring rise river road rock rocky roll room root rose round row royal rule run rush
safe said sail saint salt same sand sat save saw say school sea season second see seem seen self
sell send sentence serve set settle seven several shall shape she shell shine ship shore short
should show side sign silver simple since sing single sister sit six size sky sleep slow small snow
so soft soil some something son song soon sound south space speak special spell spend split spring
square stand star start state station stay steel step still stone stop store storm story strange
stream street strong study such sugar summer sun sunny sure surprise sweet table tail take talk tall
teach team tell temple ten term test than thank that the their them then there these they thing
think third this those though thought three through tie time tiny to today together told too took
top tower town track trade train travel tree trip true try turn twenty two under unit until up upon
us use valley very view village visit voice wait walk wall want war warm was wash watch water wave
way we wear weather well went were west what wheel when where which while white who whole why wide
wild will win wind window winter wish with without wonder wood word work world would write wrong
yard year yellow yes yet you young your
bay beach cabin camp canyon cape cave coast cottage creek dam delta dune falls ferry garden glen
gorge harbour heath hollow lagoon lane marsh meadow mesa moor oasis orchard pass peak pier plaza
pond prairie quay ranch reef ridge shoal spa spit springs summit swamp terrace trail vale vista
wharf
january february march april june july august september october november december
monday tuesday wednesday thursday friday saturday sunday weekend week today tonight yesterday
spring autumn fall winter summer morning afternoon evening night dawn dusk noon midnight sunrise
sunset christmas easter halloween thanksgiving holiday holidays vacation birthday wedding
mom mum mother dad father baby kids kid son daughter brother sister wife husband family friends
grandma grandpa nan nana gran uncle aunt cousin niece nephew twins parents
photo photos picture pictures pic pics image images video videos clip clips shot shots snap snaps
selfie selfies album
amber angel april autumn bill bob brook buddy carol chase chip clay crystal daisy dawn dean destiny
dove drew dusty earl ernest faith fern frank gay gene ginger glen grace guy hazel heath holly honey
hope iris ivy jack jade jasmine jay jewel joy june justice king lily mark max may melody mercy
misty olive opal pat patience penny pepper poppy prince princess rain raven ray river robin rob
rocky rose rosemary ruby rusty sage scarlet shade sky skye sonny storm sue summer sunny sunshine
sylvan tiger violet will winter willow wren young
north south east west northern southern eastern western central centre center upper lower
middle great little royal raw slo pano live burst mobile independence liberty victory
jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun
ill atm tmr tmrw sale am pm
"""

COMMON_WORDS = frozenset(w for w in _WORDS.split())
